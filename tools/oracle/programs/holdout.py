"""A holdout suite: the same program builders with configurations the main
corpus does not have (other sizes, dtypes, head counts, chips).

tpusim's rules were derived from the main corpus (test/data/oracle), so its
figures there say how well the model fits what it was built on. This suite
is recorded into its own directory (test/data/oracle_holdout) and scored
the same way, as an estimate of how the model does on programs it was not
fitted to:

  .venv-oracle/bin/python tools/oracle/record.py --suite holdout \
      --out test/data/oracle_holdout --jobs 2
  build/tools/tpusim accuracy oracle test/data/oracle_holdout

Nothing here is chosen to pass or to fail: the configurations are what a
user might plausibly write (batch and feature sizes off the powers of two
as often as on them), one or two per family, over the chips the family's
main cases use.
"""

from .dense import build_mlp, build_reduction, build_mixed, build_donation, build_elementwise
from .sequence import build_embedding, build_scan_rnn
from .sharded import build_dp, build_fsdp, build_tp, build_2d
from .spec import MAIN_CHIPS, Case, cases_on
from .transformer import (build_attention_dpa, build_attention_naive, build_decoder_fwd,
                          build_decoder_train, build_moe, build_vit)
from .vision import build_convnet

MLP = [
    dict(batch=48, features=300, hidden=700, layers=3, dtype="bfloat16"),
    dict(batch=256, features=512, hidden=2048, layers=2, dtype="float32"),
]
ELEMENTWISE = [dict(op="gelu_mul", rows=768, cols=3072, dtype="float32")]
REDUCTION = [
    dict(op="softmax", batch=4, rows=256, cols=4096, dtype="bfloat16"),
    dict(op="layernorm", batch=16, rows=384, cols=768, dtype="float32"),
]
MIXED = [dict(op=op, batch=64, features=768, hidden=3000) for op in ("int8_dequant", "bf16_f32")]
DONATION = [dict(donate="all", batch=96, hidden=1536, layers=2, dtype="bfloat16")]
ATTENTION_NAIVE = [dict(batch=4, seq=384, heads=6, head_dim=64, dtype="float32")]
ATTENTION_DPA = [dict(batch=2, seq=768, heads=12, head_dim=64, kv_heads=3, dtype="bfloat16")]
DECODER_FWD = [dict(batch=4, seq=384, hidden=768, heads=12, layers=2, vocab=5000,
                    dtype="bfloat16")]
DECODER_TRAIN = [dict(batch=4, seq=128, hidden=384, heads=6, layers=2, vocab=3000,
                      dtype="float32")]
VIT = [dict(mode="fwd", batch=8, image=160, patch=16, hidden=512, heads=8, layers=2,
            dtype="bfloat16")]
MOE = [dict(batch=4, seq=256, hidden=384, experts=4, topk=2, dtype="bfloat16")]
CONVNET = [dict(mode="fwd", batch=24, image=48, channels=48, blocks=1, dtype="bfloat16")]
SCAN_RNN = [dict(mode="grad", batch=24, seq=200, features=96, hidden=384, dtype="float32")]
EMBEDDING = [dict(mode="grad", batch=16, seq=200, vocab=50000, features=384, dtype="float32")]


def _sharded():
    # chip -> devices of the main suite's default topology (sharded.py).
    devices = {"v4": 8, "v5e": 4, "v5p": 4, "v6e": 4}
    out = []
    for chip, n in devices.items():
        def add(family, builder, mesh, params):
            out.append(Case(family=family, chip=chip, params=params, builder=builder, mesh=mesh))
        add("sharded_dp", build_dp, {"data": n},
            dict(program="mlp_train", batch=384, hidden=1536, dtype="bfloat16"))
        add("sharded_fsdp", build_fsdp, {"data": n},
            dict(program="mlp_train", batch=192, hidden=3072, layers=2, dtype="bfloat16",
                 devices=n))
        add("sharded_tp", build_tp, {"model": n},
            dict(program="mlp_fwd", batch=12, hidden=1536, dtype="bfloat16"))
        add("sharded_2d", build_2d, {"data": 2, "model": n // 2},
            dict(program="decoder_block", batch=4, hidden=768, dtype="bfloat16"))
    return out


def cases():
    """Every holdout case (record.py --suite holdout)."""
    return (
        cases_on(MAIN_CHIPS + ("v7x",), "mlp", build_mlp, MLP)
        + cases_on(MAIN_CHIPS, "elementwise", build_elementwise, ELEMENTWISE)
        + cases_on(MAIN_CHIPS, "reduction", build_reduction, REDUCTION)
        + cases_on(("v5e", "v5p", "v6e"), "mixed_dtypes", build_mixed, MIXED)
        + cases_on(MAIN_CHIPS, "donation", build_donation, DONATION)
        + cases_on(MAIN_CHIPS, "attention_naive", build_attention_naive, ATTENTION_NAIVE)
        + cases_on(MAIN_CHIPS, "attention_dpa", build_attention_dpa, ATTENTION_DPA)
        + cases_on(MAIN_CHIPS + ("v7x",), "decoder_fwd", build_decoder_fwd, DECODER_FWD)
        + cases_on(("v5e", "v6e"), "decoder_train", build_decoder_train, DECODER_TRAIN)
        + cases_on(("v5e", "v6e"), "vit", build_vit, VIT)
        + cases_on(("v5e", "v5p", "v6e"), "moe", build_moe, MOE)
        + cases_on(("v4", "v5p", "v6e"), "convnet", build_convnet, CONVNET)
        + cases_on(("v5e", "v6e"), "scan_rnn", build_scan_rnn, SCAN_RNN)
        + cases_on(("v5e", "v5p", "v6e"), "embedding", build_embedding, EMBEDDING)
        + _sharded()
    )
