"""Sharded families over a Mesh of compile-only devices.

sharded_dp    data parallel: batch split over "data", parameters replicated.
sharded_fsdp  fully sharded data parallel: parameters (and optimizer state)
              split over "data" too, gathered by XLA where used.
sharded_tp    tensor (Megatron) parallel over "model": column-split first
              matmul, row-split second, heads split in attention.
sharded_2d    data x model: the two combined.
sharded_shmap manual regions: the same data-parallel and FSDP steps written
              per device with jax.shard_map and explicit collectives
              (psum / all_gather / psum_scatter).

sharded_ep    expert parallel mixture-of-experts: tokens split in groups over the
              mesh, expert weights split on their expert dim; the dispatch
              moves tokens from group-split to expert-split (XLA's all-to-all).

sharded_fsdp also holds a training step that scans over stacked layer
weights split on their embed dim (MaxText's layout), and sharded_dp an
embedding lookup with batch-split token ids.

The manifest records, per case, the mesh and the shardings XLA settled on;
memory figures are per device.
"""

import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from . import layers as L
from .dense import mlp_loss, mlp_shapes
from .layers import named
from .spec import CHIP_TOPOLOGY_8, Arg, Case, Program


def with_spec(arg, spec):
    return Arg(arg.shape, arg.dtype, spec)


def fsdp_spec(arg, axis, size):
    """Split an array's largest dimension divisible by `size` over `axis`."""
    dims = [i for i, d in enumerate(arg.shape) if d % size == 0 and d >= size]
    if not dims:
        return arg
    best = max(dims, key=lambda i: arg.shape[i])
    spec = [None] * len(arg.shape)
    spec[best] = axis
    return with_spec(arg, tuple(spec))


def specs_of(tree):
    """PartitionSpecs of a tree of Arg (for out_shardings)."""
    return jax.tree.map(lambda a: P(*(a.spec or ())), tree, is_leaf=lambda a: isinstance(a, Arg))


def map_args(fn, tree):
    return jax.tree.map(fn, tree, is_leaf=lambda a: isinstance(a, Arg))


def sgd_train_step(loss):
    """(params, velocity, *batch) -> (params, velocity) with SGD momentum."""
    def train_step(params, velocity, *batch):
        grads = jax.grad(loss)(params, *batch)
        return L.sgd_momentum_update(params, grads, velocity)
    return train_step


def megatron_mlp(p, x):
    """Two matmuls; with w1 column-split and w2 row-split over "model" the
    partitioner needs one all-reduce at the end."""
    return x + jax.nn.gelu(x @ p["w1"]) @ p["w2"]


def megatron_mlp_shapes(hidden, ffn, dtype, model_axis="model"):
    return {"w1": Arg((hidden, ffn), dtype, (None, model_axis)),
            "w2": Arg((ffn, hidden), dtype, (model_axis, None))}


def attention_block(p, x):
    """Self-attention with projections; heads split over "model"."""
    qkv = jnp.einsum("bsd,dthk->tbshk", x, p["wqkv"])
    att = L.naive_attention(qkv[0], qkv[1], qkv[2])
    return x + jnp.einsum("bshk,hkd->bsd", att, p["wo"])


def attention_block_shapes(hidden, heads, dtype, model_axis="model"):
    hd = hidden // heads
    return {"wqkv": Arg((hidden, 3, heads, hd), dtype, (None, None, model_axis, None)),
            "wo": Arg((heads, hd, hidden), dtype, (model_axis, None, None))}


# --------------------------------------------------------------- builders

def build_dp(program, batch, hidden, dtype, layers=2, seq=512, heads=8, vocab=8192):
    """Data parallel: only the batch dimension is split."""
    if program == "embedding":
        return build_dp_embedding(batch, seq, vocab, hidden, dtype)
    if program == "mlp_train":
        params = mlp_shapes(hidden, hidden, layers, 16, dtype)
        args = (params, L.as_f32(params), Arg((batch, hidden), dtype, ("data", None)),
                Arg((batch,), "int32", ("data",)))
        return Program(named(sgd_train_step(mlp_loss), "dp_mlp_train_step"), args)
    # attention with projections, batch split
    params = attention_block_shapes(hidden, heads, dtype, model_axis=None)
    x = Arg((batch, seq, hidden), dtype, ("data", None, None))
    return Program(named(attention_block, "dp_attention_block"), (params, x))


def build_fsdp(program, batch, hidden, dtype, devices, layers=2, seq=256, heads=8, vocab=4096):
    """FSDP: parameters and optimizer state split over "data" as well;
    out_shardings keep the updated state split the same way."""
    if program == "linear_train":
        return build_fsdp_linear(batch, hidden, dtype, devices)
    if program == "scan_mlp_train":
        return build_fsdp_scan_mlp(batch, hidden, dtype, layers)
    if program == "mlp_train":
        params = map_args(lambda a: fsdp_spec(a, "data", devices),
                          mlp_shapes(hidden, hidden, layers, 16, dtype))
        velocity = L.as_f32(params)
        args = (params, velocity, Arg((batch, hidden), dtype, ("data", None)),
                Arg((batch,), "int32", ("data",)))
        out = (specs_of(params), specs_of(velocity))
        return Program(named(sgd_train_step(mlp_loss), "fsdp_mlp_train_step"), args, out_specs=out)
    params = map_args(lambda a: fsdp_spec(a, "data", devices),
                      L.stacked_lm_shapes(vocab, hidden, heads, 4 * hidden, layers, dtype))
    tokens = Arg((batch, seq), "int32", ("data", None))
    return Program(named(L.scanned_lm_logits, "fsdp_decoder_forward"), (params, tokens))


def build_fsdp_linear(batch, hidden, dtype, devices):
    """Plain SGD step of one [hidden, hidden] linear layer, weight split
    over "data": the smallest FSDP program (for the capacity sweep)."""
    w = fsdp_spec(Arg((hidden, hidden), dtype), "data", devices)

    def linear_train_step(w, x, y):
        grad = jax.grad(lambda w_: jnp.mean(jnp.square(x @ w_ - y)))(w)
        return w - 0.01 * grad

    args = (w, Arg((batch, hidden), dtype, ("data", None)), Arg((batch, hidden), dtype, ("data", None)))
    return Program(named(linear_train_step, "fsdp_linear_train_step"), args,
                   out_specs=specs_of(w))


def stacked_mlp_shapes(hidden, ffn, layers, dtype, axis):
    """Residual MLP blocks stacked on a leading layer dim; the embed dim
    (hidden) split over `axis`, as MaxText shards "embed" over "fsdp"."""
    return {"w1": Arg((layers, hidden, ffn), dtype, (None, axis, None)),
            "w2": Arg((layers, ffn, hidden), dtype, (None, None, axis))}


def scanned_mlp(params, x):
    """lax.scan over the stacked blocks: one block body in HLO (a while loop)."""
    def block(h, p):
        return h + jax.nn.gelu(h @ p["w1"]) @ p["w2"], None
    h, _ = jax.lax.scan(block, x, params)
    return h


def build_fsdp_scan_mlp(batch, hidden, dtype, layers):
    """SGD-momentum step of a scanned MLP stack, FSDP over "data": XLA
    gathers each layer's weights inside the loop body (forward and
    backward) and reduce-scatters its gradient."""
    params = stacked_mlp_shapes(hidden, 4 * hidden, layers, dtype, "data")
    velocity = L.as_f32(params)

    def loss(p, x, y):
        return jnp.mean(jnp.square(scanned_mlp(p, x).astype(jnp.float32) - y))

    args = (params, velocity, Arg((batch, hidden), dtype, ("data", None)),
            Arg((batch, hidden), "float32", ("data", None)))
    out = (specs_of(params), specs_of(velocity))
    return Program(named(sgd_train_step(loss), "fsdp_scan_mlp_train_step"), args, out_specs=out)


def build_dp_embedding(batch, seq, vocab, hidden, dtype):
    """Embedding lookup (a gather) of batch-split token ids from a replicated
    table, then a projection: the lookup's result is split like the ids."""
    params = {"embed": Arg((vocab, hidden), dtype), "w": Arg((hidden, hidden), dtype)}
    tokens = Arg((batch, seq), "int32", ("data", None))

    def embed_project(p, tokens):
        x = jnp.take(p["embed"], tokens, axis=0)
        return jax.nn.gelu(x @ p["w"])

    return Program(named(embed_project, "dp_embedding_lookup"), (params, tokens))


def build_shmap(program, batch, hidden, dtype, devices, layers=1):
    """shard_map over "data": the body is written for one device's shard and
    the collectives are explicit. `dp_mlp_train` averages gradients with a
    pmean (an all-reduce); `fsdp_mlp_train` all-gathers each weight before
    use and psum_scatters its gradient, parameters split on dim 0."""
    mesh = jax.sharding.AbstractMesh((devices,), ("data",))
    params = mlp_shapes(hidden, hidden, layers, 16, dtype)
    batch_args = (Arg((batch, hidden), dtype, ("data", None)), Arg((batch,), "int32", ("data",)))
    if program == "dp_mlp_train":
        velocity = L.as_f32(params)

        def local_step(p, v, x, labels):
            grads = jax.lax.pmean(jax.grad(mlp_loss)(p, x, labels), "data")
            return L.sgd_momentum_update(p, grads, v)

        specs = (P(), P(), P("data"), P("data"))
        step = jax.shard_map(local_step, mesh=mesh, in_specs=specs, out_specs=(P(), P()))
        return Program(named(step, "shmap_dp_mlp_train_step"), (params, velocity) + batch_args)

    params = map_args(lambda a: with_spec(a, ("data",) + (None,) * (len(a.shape) - 1))
                      if a.shape[0] % devices == 0 else a, params)
    velocity = L.as_f32(params)
    param_specs = specs_of(params)

    def gather(p, spec):
        return jax.lax.all_gather(p, "data", axis=0, tiled=True) if spec[0] == "data" else p

    def scatter(g, spec):
        if spec[0] == "data":
            return jax.lax.psum_scatter(g, "data", scatter_dimension=0, tiled=True)
        return jax.lax.psum(g, "data")

    def local_step(p, v, x, labels):
        full = jax.tree.map(gather, p, param_specs, is_leaf=lambda s: isinstance(s, P))
        grads = jax.grad(mlp_loss)(full, x, labels)
        grads = jax.tree.map(scatter, grads, param_specs, is_leaf=lambda s: isinstance(s, P))
        return L.sgd_momentum_update(p, grads, v)

    specs = (param_specs, param_specs, P("data"), P("data"))
    step = jax.shard_map(local_step, mesh=mesh, in_specs=specs,
                         out_specs=(param_specs, param_specs))
    return Program(named(step, "shmap_fsdp_mlp_train_step"), (params, velocity) + batch_args,
                   out_specs=(param_specs, param_specs))


def build_tp(program, batch, hidden, dtype, seq=256, heads=8):
    """Tensor parallel over "model"; activations replicated."""
    if program == "mlp_fwd":
        params = megatron_mlp_shapes(hidden, 4 * hidden, dtype)
        return Program(named(megatron_mlp, "tp_mlp_forward"), (params, Arg((batch, seq, hidden), dtype)))
    params = attention_block_shapes(hidden, heads, dtype)
    return Program(named(attention_block, "tp_attention_block"), (params, Arg((batch, seq, hidden), dtype)))


def build_2d(program, batch, hidden, dtype, seq=256, heads=8):
    """Batch over "data", Megatron weights over "model"."""
    x = Arg((batch, seq, hidden), dtype, ("data", None, None))
    if program == "mlp_train":
        params = megatron_mlp_shapes(hidden, 4 * hidden, dtype)

        def loss(p, x):
            return jnp.mean(jnp.square(megatron_mlp(p, x).astype(jnp.float32)))

        velocity = L.as_f32(params)
        args = (params, velocity, x)
        out = (specs_of(params), specs_of(velocity))
        return Program(named(sgd_train_step(loss), "2d_mlp_train_step"), args, out_specs=out)

    def block(p, x):
        return megatron_mlp(p["mlp"], attention_block(p["att"], x))

    params = {"att": attention_block_shapes(hidden, heads, dtype),
              "mlp": megatron_mlp_shapes(hidden, 4 * hidden, dtype)}
    return Program(named(block, "2d_decoder_block"), (params, x))


# ------------------------------------------------------ expert parallel

def _constrain(x, mesh, spec):
    """with_sharding_constraint over an abstract mesh of the case's axes."""
    return jax.lax.with_sharding_constraint(x, jax.sharding.NamedSharding(mesh, P(*spec)))


def build_ep(program, batch, seq, hidden, experts, topk, dtype, mesh_axes,
             capacity_factor=1.25):
    """GShard-style expert-parallel MoE layer over a mesh (`mesh_axes`:
    axis -> size, the last axis being "expert"). Tokens are cut in groups,
    one group a device, the groups split over every mesh axis; expert
    weights [E, H, F] are split on E over "expert".

    gshard_fwd / gshard_train: a top-k router, a capacity-limited one-hot
    dispatch mask [G, S, E, C] and dispatch / combine einsums; the experts'
    inputs are constrained to be split on E (the resharding from G-split to
    E-split is XLA's all-to-all). gshard_train is an SGD step (gradients of
    the router and experts), parameters keep their shardings.
    sort_fwd: the dispatch by sorting each group's (token, choice) pairs by
    expert and scattering them into [E, C] slots, the combine by gathering
    them back and a scatter-add into the tokens.
    """
    names = tuple(mesh_axes)
    mesh = jax.sharding.AbstractMesh(tuple(mesh_axes.values()), names)
    groups = 1
    for size in mesh_axes.values():
        groups *= size
    group_axes = names if len(names) > 1 else names[0]
    tokens = batch * seq
    group_size = tokens // groups
    capacity = max(1, int(capacity_factor * group_size * topk / experts))
    ffn = 2 * hidden

    def route(p, x):
        gates = jax.nn.softmax(jnp.einsum("gsd,de->gse", x, p["router"]).astype(jnp.float32), -1)
        return jax.lax.top_k(gates, topk)                                  # [G, S, k]

    def experts_mlp(p, expert_in):
        expert_in = _constrain(expert_in, mesh, ("expert", None, None, None))
        h = jax.nn.gelu(jnp.einsum("egcd,edf->egcf", expert_in, p["w1"]))
        return jnp.einsum("egcf,efd->egcd", h, p["w2"])

    def gshard_layer(p, x):
        x = x.reshape(groups, group_size, hidden)
        x = _constrain(x, mesh, (group_axes, None, None))
        top_w, top_e = route(p, x)
        onehot = jax.nn.one_hot(top_e, experts, dtype=jnp.int32)          # [G, S, k, E]
        flat = onehot.transpose(0, 2, 1, 3).reshape(groups, topk * group_size, experts)
        pos = (jnp.cumsum(flat, axis=1) - 1).reshape(groups, topk, group_size, experts)
        pos = pos.transpose(0, 2, 1, 3)
        keep = onehot * (pos < capacity)
        slot = jax.nn.one_hot(jnp.sum(pos * keep, -1), capacity, dtype=x.dtype)  # [G, S, k, C]
        dispatch = jnp.einsum("gske,gskc->gsec", keep.astype(x.dtype), slot)
        combine = jnp.einsum("gsk,gske,gskc->gsec", top_w.astype(x.dtype), keep.astype(x.dtype),
                             slot)
        expert_in = jnp.einsum("gsec,gsd->egcd", dispatch, x)
        expert_out = experts_mlp(p, expert_in)
        expert_out = _constrain(expert_out, mesh, (None, group_axes, None, None))
        y = jnp.einsum("gsec,egcd->gsd", combine, expert_out)
        return y.reshape(batch, seq, hidden)

    def sort_layer(p, x):
        x = x.reshape(groups, group_size, hidden)
        x = _constrain(x, mesh, (group_axes, None, None))
        top_w, top_e = route(p, x)
        flat_e = top_e.reshape(groups, group_size * topk)
        order = jnp.argsort(flat_e, axis=1)                                # a sort
        sorted_e = jnp.take_along_axis(flat_e, order, axis=1)
        token = order // topk
        first = jax.vmap(lambda e: jnp.searchsorted(e, jnp.arange(experts)))(sorted_e)
        rank = jnp.arange(group_size * topk)[None, :] - jnp.take_along_axis(first, sorted_e, 1)
        slot = jnp.where(rank < capacity, sorted_e * capacity + rank, experts * capacity)
        xs = jnp.take_along_axis(x, token[..., None], axis=1)              # a gather
        buf = jnp.zeros((groups, experts * capacity + 1, hidden), x.dtype)
        buf = jax.vmap(lambda b, s, v: b.at[s].set(v))(buf, slot, xs)     # a scatter
        expert_in = buf[:, :-1].reshape(groups, experts, capacity, hidden).transpose(1, 0, 2, 3)
        expert_out = experts_mlp(p, expert_in)
        expert_out = _constrain(expert_out, mesh, (None, group_axes, None, None))
        out = expert_out.transpose(1, 0, 2, 3).reshape(groups, experts * capacity, hidden)
        out = jnp.concatenate([out, jnp.zeros((groups, 1, hidden), out.dtype)], axis=1)
        ys = jnp.take_along_axis(out, slot[..., None], axis=1)
        w = jnp.take_along_axis(top_w.reshape(groups, -1), order, axis=1).astype(x.dtype)
        y = jax.vmap(lambda t, v: jnp.zeros((group_size, hidden), v.dtype).at[t].add(v))(
            token, ys * w[..., None])                                      # a scatter-add
        return y.reshape(batch, seq, hidden)

    params = {"router": Arg((hidden, experts), dtype),
              "w1": Arg((experts, hidden, ffn), dtype, ("expert", None, None)),
              "w2": Arg((experts, ffn, hidden), dtype, ("expert", None, None))}
    x = Arg((batch, seq, hidden), dtype, (group_axes, None, None))
    if program == "sort_fwd":
        return Program(named(sort_layer, "ep_sort_moe_forward"), (params, x))
    if program == "gshard_fwd":
        return Program(named(gshard_layer, "ep_gshard_moe_forward"), (params, x))

    def loss(p, x):
        return jnp.mean(jnp.square(gshard_layer(p, x).astype(jnp.float32)))

    def train_step(p, x):
        grads = jax.grad(loss)(p, x)
        return jax.tree.map(lambda w, g: w - 0.01 * g.astype(w.dtype), p, grads)

    return Program(named(train_step, "ep_gshard_moe_train_step"), (params, x),
                   out_specs=specs_of(params))


# ------------------------------------------------------------------ cases

# Chips of the scanned-FSDP, embedding and shard_map cases (4-device meshes).
_LOOP_AND_MANUAL_CHIPS = ("v5e", "v5p", "v6e")

# chip -> devices of its default topology (2x2 or 2x2x1)
_DEVICES = {"v4": 8, "v5e": 4, "v5p": 4, "v6e": 4, "v7x": 8}


def _meshes(n):
    """Mesh shapes per family for n devices."""
    return {
        "sharded_dp": {"data": n},
        "sharded_fsdp": {"data": n},
        "sharded_tp": {"model": n},
        "sharded_2d": {"data": 2, "model": n // 2},
        "sharded_shmap": {"data": n},
    }


def _family_cases(chip, n, topology=None):
    meshes = _meshes(n)
    out = []

    def add(family, builder, params):
        out.append(Case(family=family, chip=chip, params=params, builder=builder,
                        mesh=meshes[family], topology=topology))

    add("sharded_dp", build_dp, dict(program="mlp_train", batch=512, hidden=1024, dtype="bfloat16"))
    add("sharded_dp", build_dp, dict(program="attention", batch=16, hidden=512, dtype="bfloat16"))
    fsdp_mlp = dict(program="mlp_train", batch=256, hidden=2048, layers=1, dtype="float32", devices=n)
    add("sharded_fsdp", build_fsdp, fsdp_mlp)
    add("sharded_fsdp", build_fsdp,
        dict(program="decoder_fwd", batch=8, hidden=512, dtype="bfloat16", devices=n))
    add("sharded_tp", build_tp, dict(program="mlp_fwd", batch=8, hidden=1024, dtype="bfloat16"))
    add("sharded_tp", build_tp, dict(program="attention", batch=4, hidden=1024, dtype="bfloat16"))
    add("sharded_2d", build_2d, dict(program="mlp_train", batch=16, hidden=1024, dtype="bfloat16"))
    add("sharded_2d", build_2d, dict(program="decoder_block", batch=8, hidden=1024, dtype="float32"))
    if chip in _LOOP_AND_MANUAL_CHIPS:
        add("sharded_fsdp", build_fsdp,
            dict(program="scan_mlp_train", batch=128, hidden=512, layers=4, dtype="float32",
                 devices=n))
        add("sharded_dp", build_dp,
            dict(program="embedding", batch=16, seq=128, vocab=8192, hidden=512,
                 dtype="bfloat16"))
        for program in ("dp_mlp_train", "fsdp_mlp_train"):
            add("sharded_shmap", build_shmap,
                dict(program=program, batch=256, hidden=1024, layers=1, dtype="float32",
                     devices=n))
    return out


def _ep_cases():
    """Expert-parallel MoE cases: 4 devices (expert=4, data=2 x expert=2) on
    v5e, v5p and v6e."""
    out = []
    moe = dict(batch=16, seq=512, hidden=512, experts=8, topk=2, dtype="bfloat16")
    for chip in _LOOP_AND_MANUAL_CHIPS:
        for mesh, programs in (({"expert": 4}, ("gshard_fwd", "gshard_train", "sort_fwd")),
                               ({"data": 2, "expert": 2}, ("gshard_fwd",))):
            for program in programs:
                out.append(Case(family="sharded_ep", chip=chip, params=dict(program=program, **moe),
                                builder=functools.partial(build_ep, mesh_axes=mesh), mesh=mesh))
    return out


def cases():
    out = _ep_cases()
    for chip, n in _DEVICES.items():
        out.extend(_family_cases(chip, n))
    # 8-device meshes on the one-device-a-chip generations.
    for chip in ("v5e", "v6e"):
        out.extend(c for c in _family_cases(chip, 8, CHIP_TOPOLOGY_8[chip])
                   if c.family == "sharded_2d")
    return out
