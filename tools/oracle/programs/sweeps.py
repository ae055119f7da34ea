"""Capacity sweeps: one parameter grows geometrically across a chip's HBM.

For each sweep and chip, points are placed so that a rough estimate of the
program's per-device memory runs from ~25% to ~400% of the HBM XLA says the
device has (spec.DEVICE_HBM_GIB).  The estimate only places the points;
where XLA's own fits / out-of-memory boundary falls is what gets recorded.
Sweep programs have few ops so that compiling huge shapes stays fast.
"""

from . import dense, sequence, sharded, transformer, vision
from .spec import DEVICE_HBM_GIB, MAIN_CHIPS, Case

POINTS = 7
LOW, HIGH = 0.25, 4.0


def fractions(points=POINTS, low=LOW, high=HIGH):
    """Geometric fractions of capacity, low ... high inclusive."""
    ratio = (high / low) ** (1.0 / (points - 1))
    return [low * ratio ** k for k in range(points)]


def solve(estimate, target, multiple):
    """Smallest multiple of `multiple` whose estimate reaches target bytes
    (estimate must be increasing)."""
    lo, hi = 1, 1
    while estimate(hi * multiple) < target:
        hi *= 2
    while lo < hi:
        mid = (lo + hi) // 2
        if estimate(mid * multiple) < target:
            lo = mid + 1
        else:
            hi = mid
    return lo * multiple


class Sweep:
    """A family's builder, its fixed parameters, the varied one and a
    per-device memory estimate in bytes as a function of it."""

    def __init__(self, family, builder, fixed, vary, estimate, multiple,
                 chips=MAIN_CHIPS, mesh=None, span=(LOW, HIGH)):
        self.family, self.builder, self.fixed = family, builder, fixed
        self.vary, self.estimate, self.multiple = vary, estimate, multiple
        self.chips, self.mesh, self.span = chips, mesh, span

    def cases(self):
        out = []
        for chip in self.chips:
            capacity = DEVICE_HBM_GIB[chip] * (1 << 30)
            mesh = self.mesh(chip) if callable(self.mesh) else self.mesh
            values = sorted({solve(lambda v: self.estimate(v, chip), f * capacity, self.multiple)
                             for f in fractions(low=self.span[0], high=self.span[1])})
            for value in values:
                params = dict(self.fixed)
                params[self.vary] = value
                if mesh:
                    params["devices"] = _mesh_size(mesh)
                out.append(Case(family=self.family, chip=chip, params=params,
                                builder=self.builder, variant="sweep", mesh=mesh,
                                sweep=f"{self.family}_{self.vary}_{chip}", vary=self.vary))
        return out


def _mesh_size(mesh):
    n = 1
    for v in mesh.values():
        n *= v
    return n


# Per-device estimates (bytes).  Deliberately simple: parameters, the
# arrays the program must hold at once, f32 where the program computes in
# f32.

def _mlp_estimate(batch, chip):
    # x [b, 2048] f32, h [b, 8192] f32, logits [b, 1000] f32, weights.
    return batch * (2048 + 8192 + 1000) * 4 + (2048 * 8192 + 8192 * 1000) * 4


def _attention_estimate(seq, chip):
    # batch 2, 8 heads: XLA fuses the softmax into its neighbours, leaving
    # about one bf16 [2, 8, s, s]; plus bf16 q/k/v/out.
    return 2 * 8 * seq * seq * 2 + 4 * 2 * seq * 8 * 128 * 2


def _embedding_estimate(vocab, chip):
    # f32 table [v, 1024] and its gradient.
    return 2 * vocab * 1024 * 4


def _convnet_estimate(batch, chip):
    # residual block on bf16 [b, 64, 64, 64]: input, output, one intermediate.
    return batch * 3 * 64 * 64 * 64 * 2


def _rnn_estimate(seq, chip):
    # tanh RNN, batch 64, hidden 1024: all hidden states [s, 64, 1024] f32 + inputs.
    return seq * 64 * (1024 + 256) * 4


def _softmax_estimate(rows, chip):
    # f32 [8, rows, 1000 -> 1024 padded] in, f32 out.
    return 8 * rows * 1024 * 4 * 2


def _deep_mlp_estimate(batch, chip):
    # 16 tanh layers of 4096, f32: the 16 activations [b, 4096] and the
    # input, the weights and their gradients.
    return batch * 4096 * 4 * 17 + 2 * 16 * 4096 * 4096 * 4


def _fsdp_mesh(chip):
    return {"data": 8 if chip in ("v4", "v7x") else 4}


def _fsdp_estimate(hidden, chip):
    # SGD step of a linear layer: weight, gradient and new weight split n
    # ways, plus the all-gathered weight.
    n = _fsdp_mesh(chip)["data"]
    return hidden * hidden * 4 * (3.0 / n + 1)


SWEEPS = [
    Sweep("mlp", dense.build_mlp,
          dict(features=2048, hidden=8192, layers=1, dtype="float32", classes=1000),
          "batch", _mlp_estimate, 64, chips=("v2",) + MAIN_CHIPS + ("v7x",)),
    Sweep("attention_naive", transformer.build_attention_naive,
          dict(batch=2, heads=8, head_dim=128, dtype="bfloat16"),
          "seq", _attention_estimate, 128),
    Sweep("embedding", sequence.build_embedding,
          dict(mode="grad", batch=8, seq=128, features=1024, dtype="float32"),
          "vocab", _embedding_estimate, 1000),
    Sweep("convnet", vision.build_convnet,
          dict(mode="block", image=64, channels=64, dtype="bfloat16"),
          "batch", _convnet_estimate, 8),
    Sweep("scan_rnn", sequence.build_scan_rnn,
          dict(mode="elman", batch=64, features=256, hidden=1024, dtype="float32"),
          "seq", _rnn_estimate, 100),
    Sweep("reduction", dense.build_reduction,
          dict(op="softmax", batch=8, cols=1000, dtype="float32"),
          "rows", _softmax_estimate, 8),
    # Points from half to twice the capacity: where XLA rematerializes
    # activations to fit, and past that, where it runs out of memory.
    Sweep("deep_mlp", dense.build_deep_mlp_grad,
          dict(hidden=4096, layers=16, dtype="float32"),
          "batch", _deep_mlp_estimate, 128, span=(0.5, 2.0)),
    Sweep("sharded_fsdp", sharded.build_fsdp,
          dict(program="linear_train", batch=256, dtype="float32"),
          "hidden", _fsdp_estimate, 1024, mesh=_fsdp_mesh),
]


def cases():
    out = []
    for sweep in SWEEPS:
        out.extend(sweep.cases())
    return out
