"""Vision family: convnet (ResNet-style residual blocks, NHWC).

Convolutions are lax.conv_general_dilated with NHWC/HWIO layouts, the
layouts TPU users write; normalization is batch-statistics batchnorm in
float32 (what a BatchNorm layer does in training).
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import MAIN_CHIPS, Arg, Program, cases_on

_DIMS = ("NHWC", "HWIO", "NHWC")


def conv(x, w, stride=1):
    """'SAME' convolution, NHWC activations, HWIO kernel."""
    return jax.lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                        dimension_numbers=_DIMS)


def batch_norm(x, scale, bias, eps=1e-5):
    """Normalize over N, H, W with the batch's statistics, in float32."""
    xf = x.astype(jnp.float32)
    mean = xf.mean(axis=(0, 1, 2))
    var = jnp.square(xf - mean).mean(axis=(0, 1, 2))
    return ((xf - mean) * jax.lax.rsqrt(var + eps) * scale + bias).astype(x.dtype)


def resnet_shapes(in_channels, channels, blocks, classes, dtype):
    """Stem, `blocks` residual blocks per stage (two stages, the second
    downsampling 2x with 2x channels), and a classifier."""
    def bn(c):
        return {"s": Arg((c,), "float32"), "b": Arg((c,), "float32")}

    def block(cin, cout, project):
        p = {"w1": Arg((3, 3, cin, cout), dtype), "bn1": bn(cout),
             "w2": Arg((3, 3, cout, cout), dtype), "bn2": bn(cout)}
        if project:
            p["proj"] = Arg((1, 1, cin, cout), dtype)
        return p

    stage1 = [block(channels, channels, False) for _ in range(blocks)]
    stage2 = [block(channels if i == 0 else 2 * channels, 2 * channels, i == 0)
              for i in range(blocks)]
    return {"stem": Arg((3, 3, in_channels, channels), dtype), "stem_bn": bn(channels),
            "stages": [stage1, stage2], "head": Arg((2 * channels, classes), dtype)}


def bn(x, p):
    return batch_norm(x, p["s"], p["b"])


def resnet_logits(params, images):
    x = jax.nn.relu(bn(conv(images, params["stem"]), params["stem_bn"]))
    for stage_index, stage in enumerate(params["stages"]):
        for block_index, p in enumerate(stage):
            stride = 2 if (stage_index > 0 and block_index == 0) else 1
            h = jax.nn.relu(bn(conv(x, p["w1"], stride), p["bn1"]))
            h = bn(conv(h, p["w2"]), p["bn2"])
            shortcut = conv(x, p["proj"], stride) if "proj" in p else x
            x = jax.nn.relu(h + shortcut)
    pooled = x.astype(jnp.float32).mean(axis=(1, 2)).astype(x.dtype)
    return pooled @ params["head"]


def residual_block(x, w1, w2):
    """relu(x + conv(relu(conv(x)))): the core of a ResNet block, without
    normalization (few ops, for the capacity sweep)."""
    return jax.nn.relu(x + conv(jax.nn.relu(conv(x, w1)), w2))


def build_convnet(mode, batch, image, channels, dtype, blocks=1, in_channels=3, classes=1000):
    """ResNet forward ("fwd"), train step with SGD momentum ("train"), or
    one un-normalized residual block on [batch, image, image, channels]
    ("block")."""
    if mode == "block":
        x = Arg((batch, image, image, channels), dtype)
        w = Arg((3, 3, channels, channels), dtype)
        return Program(named(residual_block, "convnet_residual_block"), (x, w, w))
    params = resnet_shapes(in_channels, channels, blocks, classes, dtype)
    images = Arg((batch, image, image, in_channels), dtype)
    if mode == "fwd":
        return Program(named(resnet_logits, "convnet_forward"), (params, images))

    def train_step(params, velocity, images, labels):
        grads = jax.grad(lambda p: L.cross_entropy(resnet_logits(p, images), labels))(params)
        return L.sgd_momentum_update(params, grads, velocity)

    args = (params, L.as_f32(params), images, Arg((batch,), "int32"))
    return Program(named(train_step, "convnet_train_step"), args)


CONVNET_CONFIGS = [
    dict(mode="fwd", batch=32, image=32, channels=64, blocks=1, dtype="bfloat16"),
    dict(mode="fwd", batch=9, image=28, channels=18, blocks=1, dtype="float32", in_channels=1, classes=10),
]

# Convolution gradients compile slowly (tens of seconds), so the train step
# runs on two chips only.
CONVNET_TRAIN_CONFIGS = [
    dict(mode="train", batch=16, image=32, channels=32, blocks=1, dtype="float32", classes=100),
]


def cases():
    return (cases_on(MAIN_CHIPS, "convnet", build_convnet, CONVNET_CONFIGS[:1])
            + cases_on(("v5e", "v6e"), "convnet", build_convnet, CONVNET_CONFIGS[1:])
            + cases_on(("v5e", "v6e"), "convnet", build_convnet, CONVNET_TRAIN_CONFIGS))
