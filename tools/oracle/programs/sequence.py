"""Sequence and lookup families: scan_rnn (LSTM under lax.scan) and
embedding (gather lookups and their scatter-add gradients).
"""

import jax
import jax.numpy as jnp

from .layers import named
from .spec import MAIN_CHIPS, Arg, Program, cases_on


# ------------------------------------------------------------------ scan_rnn

def lstm_scan(params, xs):
    """LSTM over time-major inputs [seq, batch, features] with lax.scan;
    returns all hidden states [seq, batch, hidden]."""
    batch = xs.shape[1]
    hidden = params["wh"].shape[0]

    def cell(carry, x):
        h, c = carry
        z = x @ params["wx"] + h @ params["wh"] + params["b"]
        i, f, g, o = jnp.split(z.astype(jnp.float32), 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = (jax.nn.sigmoid(o) * jnp.tanh(c)).astype(xs.dtype)
        return (h, c), h

    init = (jnp.zeros((batch, hidden), xs.dtype), jnp.zeros((batch, hidden), jnp.float32))
    _, hs = jax.lax.scan(cell, init, xs)
    return hs


def elman_scan(params, xs):
    """Plain tanh RNN under lax.scan; returns all hidden states."""
    def cell(h, x):
        h = jnp.tanh(x @ params["wx"] + h @ params["wh"] + params["b"])
        return h, h

    init = jnp.zeros((xs.shape[1], params["wh"].shape[0]), xs.dtype)
    return jax.lax.scan(cell, init, xs)[1]


def build_scan_rnn(mode, batch, seq, features, hidden, dtype):
    """LSTM forward ("fwd") or gradient of a loss on its outputs ("grad"),
    or a plain tanh RNN forward ("elman", few ops, for the capacity sweep).

    The forward keeps every step's hidden state as output, the gradient
    every step's activations for the backward scan: memory grows with seq.
    """
    xs = Arg((seq, batch, features), dtype)
    if mode == "elman":
        params = {"wx": Arg((features, hidden), dtype), "wh": Arg((hidden, hidden), dtype),
                  "b": Arg((hidden,), dtype)}
        return Program(named(elman_scan, "elman_forward"), (params, xs))
    params = {"wx": Arg((features, 4 * hidden), dtype), "wh": Arg((hidden, 4 * hidden), dtype),
              "b": Arg((4 * hidden,), dtype)}
    if mode == "fwd":
        return Program(named(lstm_scan, "lstm_forward"), (params, xs))

    def lstm_grad(p, xs):
        return jax.grad(lambda p_: jnp.mean(jnp.square(lstm_scan(p_, xs).astype(jnp.float32))))(p)
    return Program(lstm_grad, (params, xs))


SCAN_RNN_CONFIGS = [
    dict(mode="fwd", batch=32, seq=100, features=128, hidden=256, dtype="float32"),
    dict(mode="grad", batch=16, seq=64, features=64, hidden=512, dtype="bfloat16"),
    dict(mode="grad", batch=9, seq=1000, features=3, hidden=100, dtype="float32"),
]


# ----------------------------------------------------------------- embedding

def build_embedding(mode, batch, seq, vocab, features, dtype):
    """Embedding table [vocab, features] looked up with ids [batch, seq].

    lookup: gather + mean pooling.  grad: gradient of a loss on the
    looked-up rows w.r.t. the table (a scatter-add into a table-sized
    buffer).  onehot: lookup as a one-hot matmul, as TPU code often does.
    """
    table = Arg((vocab, features), dtype)
    ids = Arg((batch, seq), "int32")

    def lookup(table, ids):
        return jnp.take(table, ids, axis=0).astype(jnp.float32).mean(axis=1)

    def onehot(table, ids):
        return jnp.einsum("bsv,vd->bsd", jax.nn.one_hot(ids, vocab, dtype=table.dtype), table)

    if mode == "lookup":
        return Program(named(lookup, "embedding_lookup"), (table, ids))
    if mode == "onehot":
        return Program(named(onehot, "embedding_onehot"), (table, ids))

    def embedding_grad(table, ids, targets):
        def loss(t):
            return jnp.mean(jnp.square(lookup(t, ids) - targets))
        return jax.grad(loss)(table)
    return Program(embedding_grad, (table, ids, Arg((batch, features), "float32")))


EMBEDDING_CONFIGS = [
    dict(mode="lookup", batch=64, seq=128, vocab=32000, features=512, dtype="bfloat16"),
    dict(mode="grad", batch=32, seq=128, vocab=32000, features=256, dtype="float32"),
    dict(mode="grad", batch=9, seq=100, vocab=1000, features=100, dtype="float32"),
    dict(mode="onehot", batch=16, seq=64, vocab=8192, features=256, dtype="bfloat16"),
]


def cases():
    return (cases_on(MAIN_CHIPS, "scan_rnn", build_scan_rnn, SCAN_RNN_CONFIGS[:1])
            + cases_on(("v5e", "v6e"), "scan_rnn", build_scan_rnn, SCAN_RNN_CONFIGS[1:])
            + cases_on(MAIN_CHIPS, "embedding", build_embedding, EMBEDDING_CONFIGS))
