// mlir_import_bench: speed and peak memory of the StableHLO importer
// (text pre-pass + MLIR 19 parse + conversion into the HLO IR).
//
//   mlir_import_bench [--ops=N] [--repeat=R] [FILE.mlir ...]
//
// Inputs: the given files, or by default the shared model exports
// ($TPUSIM_SHARED_DIR or ../shared, corpus/stablehlo_models/*.mlir), and a
// module of N (default 1,000,000) StableHLO ops generated in memory in the
// style of a JAX transformer export (pretty-printed dot_general, compact
// reduces, broadcasts, elementwise chains, JAX locations). For each input it
// prints the import time (best of R runs), MB/s, MLIR ops/s, HLO
// instructions/s and the peak RSS of one import (VmHWM, reset through
// /proc/self/clear_refs; the text buffer is included) against the file size.
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bench/bench_support.h"
#include "hlo/base/allocator_tuning.h"
#include "hlo/mlir/mlir_importer.h"

namespace {

using tpusim::bench::ThreadCpuSeconds;
using tpusim::bench::StatusKb;
using tpusim::bench::ResetPeakRss;
using tpusim::bench::ReadFile;
using tpusim::bench::RunInChild;

using Clock = std::chrono::steady_clock;

// MLIR ops in the text: lines that define a value or are a known
// result-less op, a close enough count for a rate.
int64_t CountOps(const std::string& text) {
  int64_t ops = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    size_t first = line.find_first_not_of(' ');
    if (first != std::string_view::npos && line[first] == '%' &&
        line.find(" = ", first) != std::string_view::npos) {
      ++ops;
    }
    pos = end + 1;
  }
  return ops;
}

// Transformer-like blocks of 20 ops each over bf16/f32 activations:
// matmuls, bias adds, a softmax (compact reduces), a GELU-ish chain.
std::string GenerateModule(int64_t ops) {
  const int64_t blocks = std::max<int64_t>(1, ops / 20);
  const std::string act = "tensor<128x512xbf16>";
  const std::string w = "tensor<512x512xbf16>";
  std::string out;
  out.reserve(static_cast<size_t>(blocks) * 3600);
  absl::StrAppend(&out,
                  "module @jit_generated attributes {mhlo.num_partitions = 1 : "
                  "i32, mhlo.num_replicas = 1 : i32} {\n"
                  "  func.func public @main(%arg0: ", act, " loc(\"x\"), %arg1: ", w,
                  " loc(\"w\")) -> (", act, " {jax.result_info = \"\"}) {\n"
                  "    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
                  "    %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>\n");
  std::string x = "%arg0";
  for (int64_t k = 0; k < blocks; ++k) {
    const std::string s = absl::StrCat(k);
    const std::string loc = absl::StrCat(" loc(\"jit(f)/layer_", k % 48, "/op\"(\"/src/model.py\":",
                                         100 + k % 900, ":8))\n");
    absl::StrAppend(
        &out,
        "    %d_", s, " = stablehlo.dot_general ", x, ", %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (", act, ", ", w, ") -> ", act, loc,
        "    %m_", s, " = stablehlo.reduce(%d_", s, " init: %ninf) applies stablehlo.maximum across dimensions = [1] : (", act, ", tensor<bf16>) -> tensor<128xbf16>", loc,
        "    %mb_", s, " = stablehlo.broadcast_in_dim %m_", s, ", dims = [0] : (tensor<128xbf16>) -> ", act, loc,
        "    %sub_", s, " = stablehlo.subtract %d_", s, ", %mb_", s, " : ", act, loc,
        "    %e_", s, " = stablehlo.exponential %sub_", s, " : ", act, loc,
        "    %ef_", s, " = stablehlo.convert %e_", s, " : (", act, ") -> tensor<128x512xf32>", loc,
        "    %sum_", s, " = stablehlo.reduce(%ef_", s, " init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<128xf32>", loc,
        "    %sb_", s, " = stablehlo.convert %sum_", s, " : (tensor<128xf32>) -> tensor<128xbf16>", loc,
        "    %sbb_", s, " = stablehlo.broadcast_in_dim %sb_", s, ", dims = [0] : (tensor<128xbf16>) -> ", act, loc,
        "    %p_", s, " = stablehlo.divide %e_", s, ", %sbb_", s, " : ", act, loc,
        "    %h_", s, " = stablehlo.dot_general %p_", s, ", %arg1, contracting_dims = [1] x [0] : (", act, ", ", w, ") -> ", act, loc,
        "    %c_", s, " = stablehlo.constant dense<5.000000e-01> : tensor<bf16>", loc,
        "    %cb_", s, " = stablehlo.broadcast_in_dim %c_", s, ", dims = [] : (tensor<bf16>) -> ", act, loc,
        "    %h2_", s, " = stablehlo.multiply %h_", s, ", %h_", s, " : ", act, loc,
        "    %h3_", s, " = stablehlo.multiply %h2_", s, ", %cb_", s, " : ", act, loc,
        "    %t_", s, " = stablehlo.tanh %h3_", s, " : ", act, loc,
        "    %a_", s, " = stablehlo.add %t_", s, ", %h_", s, " : ", act, loc,
        "    %r_", s, " = stablehlo.reshape %a_", s, " : (", act, ") -> tensor<128x8x64xbf16>", loc,
        "    %tr_", s, " = stablehlo.transpose %r_", s, ", dims = [1, 0, 2] : (tensor<128x8x64xbf16>) -> tensor<8x128x64xbf16>", loc,
        "    %o_", s, " = stablehlo.reshape %tr_", s, " : (tensor<8x128x64xbf16>) -> ", act, loc);
    x = absl::StrCat("%o_", s);
  }
  absl::StrAppend(&out, "    return ", x, " : ", act, "\n  }\n}\n");
  return out;
}

bool Run(const std::string& label, const std::string& text, int repeat) {
  const long rss_before = StatusKb("VmRSS:");
  const bool hwm_reset = ResetPeakRss();
  double best = 1e30, best_cpu = 1e30;
  long peak_kb = -1;
  int64_t instructions = 0;
  for (int i = 0; i < repeat; ++i) {
    Clock::time_point t0 = Clock::now();
    const double c0 = ThreadCpuSeconds();
    absl::StatusOr<std::unique_ptr<tpusim::hlo::Module>> module =
        tpusim::hlo::ImportMlirModule(text, label);
    best_cpu = std::min(best_cpu, ThreadCpuSeconds() - c0);
    best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
    if (!module.ok()) {
      std::fprintf(stderr, "%s\n", std::string(module.status().message()).c_str());
      return false;
    }
    if (i == 0) {
      peak_kb = StatusKb("VmHWM:");
      instructions = (*module)->instruction_count();
    }
  }
  const double mb = text.size() / 1e6;
  const int64_t ops = CountOps(text);
  std::printf("%s\n", label.c_str());
  std::printf("  size            %.1f MB, ~%lld MLIR ops -> %lld HLO instructions\n",
              mb, static_cast<long long>(ops), static_cast<long long>(instructions));
  std::printf("  import          %.1f ms (best of %d): %.1f MB/s, %.3f M ops/s, "
              "%.3f M instructions/s\n",
              best * 1e3, repeat, mb / best, ops / best / 1e6,
              instructions / best / 1e6);
  std::printf("  import CPU time %.1f ms: %.1f MB/s, %.3f M ops/s\n", best_cpu * 1e3,
              mb / best_cpu, ops / best_cpu / 1e6);
  if (hwm_reset && peak_kb > 0) {
    const double peak_mb = peak_kb * 1.024e-3;
    const double before_mb = rss_before * 1.024e-3;
    std::printf("  peak RSS        %.1f MB during one import = %.1fx the file "
                "(RSS before %.1f MB, text included; growth %.1fx the file)\n",
                peak_mb, peak_mb / mb, before_mb, (peak_mb - before_mb) / mb);
  } else {
    std::printf("  peak RSS        unavailable (VmHWM %ld kB for the process)\n",
                StatusKb("VmHWM:"));
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  int64_t generated = 1000000;
  int repeat = 3;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--ops=", 0) == 0) {
      generated = std::atoll(arg.c_str() + 6);
    } else if (arg.rfind("--repeat=", 0) == 0) {
      repeat = std::max(1, std::atoi(arg.c_str() + 9));
    } else if (arg == "--help" || arg == "-h") {
      std::printf("usage: mlir_import_bench [--ops=N] [--repeat=R] [FILE.mlir ...]\n");
      return 0;
    } else {
      files.push_back(arg);
    }
  }
  // Huge pages as tpusim decides them, by the largest text imported here
  // (the generated module is about 100 bytes an op).
  tpusim::ReexecWithHugePages(argc, argv, generated * 100);
  tpusim::TuneAllocatorForBatchRun();  // As tpusim itself runs.
  if (files.empty()) {
    const char* shared = std::getenv("TPUSIM_SHARED_DIR");
    std::string dir = absl::StrCat(shared != nullptr ? shared : "../shared",
                                   "/corpus/stablehlo_models");
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
      if (entry.path().extension() == ".mlir") files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) std::printf("(%s not found; set TPUSIM_SHARED_DIR)\n", dir.c_str());
  }
  // Each input runs in a child process so its peak RSS is its own.
  bool ok = true;
  for (const std::string& file : files) {
    ok &= RunInChild([&] {
      std::string text = ReadFile(file);
      if (text.empty()) {
        std::fprintf(stderr, "cannot read %s\n", file.c_str());
        return false;
      }
      return Run(file, text, repeat);
    });
  }
  if (generated > 0) {
    ok &= RunInChild([&] {
      Clock::time_point g0 = Clock::now();
      std::string text = GenerateModule(generated);
      double seconds = std::chrono::duration<double>(Clock::now() - g0).count();
      std::printf("(generated %.1f MB in %.1f s)\n", text.size() / 1e6, seconds);
      return Run(absl::StrCat("generated module (", generated, " ops requested)"),
                 text, std::max(1, repeat / 2));
    });
  }
  return ok ? 0 : 1;
}
