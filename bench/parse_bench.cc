// parse_bench: speed and peak memory of the HLO text parser and printer.
//
//   parse_bench [--instructions=N] [--repeat=R] [FILE.hlo ...]
//
// Inputs: the given files, or by default the shared llama 3.1 8B dump
// ($TPUSIM_SHARED_DIR or ../shared, corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo)
// and a module of N (default 1,000,000) instructions generated in memory in
// the style of a scheduled TPU dump (tiled layouts, metadata, fusions,
// backend_config, async copies). For each input it prints the parse time
// (best of R runs), MB/s, instructions/s, the print speed, and the peak RSS
// of one parse (VmHWM, reset through /proc/self/clear_refs; it includes the
// text buffer) against the file size. Targets: >= 100 MB/s and peak RSS
// < 10x the file size.
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bench/bench_support.h"
#include "hlo/base/allocator_tuning.h"
#include "hlo/text/hlo_parser.h"
#include "hlo/text/hlo_printer.h"

namespace {

using tpusim::bench::ThreadCpuSeconds;
using tpusim::bench::StatusKb;
using tpusim::bench::ResetPeakRss;
using tpusim::bench::ReadFile;
using tpusim::bench::RunInChild;

using Clock = std::chrono::steady_clock;

// Layer-like blocks of a scheduled TPU module: each block is 10 entry
// instructions over tiled f32/bf16 arrays plus a fused computation of 4, so
// N instructions take N / 14 blocks.
std::string GenerateModule(int64_t instructions) {
  const int64_t blocks = std::max<int64_t>(1, instructions / 14);
  const std::string f = "f32[1024,4096]{1,0:T(8,128)}";
  const std::string b = "bf16[1024,4096]{1,0:T(8,128)(2,1)}";
  std::string out;
  out.reserve(static_cast<size_t>(blocks) * 2600);
  absl::StrAppend(&out, "HloModule generated_train_step, is_scheduled=true, "
                        "entry_computation_layout={(", f, ", ", b, ")->", f,
                  "}\n\n");
  for (int64_t k = 0; k < blocks; ++k) {
    absl::StrAppend(
        &out, "%fused_computation.", k, " (param_0.", k, ": f32[1024,4096], param_1.",
        k, ": bf16[1024,4096]) -> f32[1024,4096] {\n  %param_0.", k, " = ", f,
        " parameter(0)\n  %param_1.", k, " = ", b, " parameter(1)\n  %convert.f",
        k, " = ", f, " convert(%param_1.", k, ")\n  ROOT %multiply.f", k, " = ", f,
        " multiply(%param_0.", k, ", %convert.f", k, "), metadata={op_name=\"jit("
        "train_step)/layer_", k % 64, "/mul\" stack_frame_id=", k % 97, "}\n}\n\n");
  }
  absl::StrAppend(&out, "ENTRY %main (x: f32[1024,4096], w: bf16[1024,4096]) -> "
                        "f32[1024,4096] {\n  %x = ", f,
                  " parameter(0), metadata={op_name=\"x\"}\n  %w = ", b,
                  " parameter(1), metadata={op_name=\"w\"}\n  %zero = f32[]{:T(128)} "
                  "constant(0)\n");
  std::string prev = "x";
  for (int64_t k = 0; k < blocks; ++k) {
    const std::string s = absl::StrCat(k);
    const std::string md = absl::StrCat(
        "metadata={op_name=\"jit(train_step)/layer_", k % 64,
        "/attention/dot_general\" source_file=\"/src/model.py\" source_line=",
        100 + k % 400, "}");
    absl::StrAppend(
        &out,
        "  %copy-start.", s, " = (", b, ", ", b, ", u32[]{:S(2)}) copy-start(",
        b, " %w), backend_config={\"flag_configs\":[],\"scoped_memory_configs\""
        ":[]}\n",
        "  %broadcast.", s, " = ", f, " broadcast(f32[]{:T(128)} %zero), "
        "dimensions={}\n",
        "  %add.", s, " = ", f, " add(", f, " %", prev, ", ", f, " %broadcast.",
        s, "), ", md, "\n",
        "  %copy-done.", s, " = ", b, " copy-done((", b, ", ", b,
        ", u32[]{:S(2)}) %copy-start.", s, ")\n",
        "  %fusion.", s, " = ", f, " fusion(", f, " %add.", s, ", ", b,
        " %copy-done.", s, "), kind=kLoop, calls=%fused_computation.", s, ", ",
        md, ", backend_config={\"flag_configs\":[],\"estimated_cycles\":\"",
        1000 + k, "\"}\n",
        "  %dot.", s, " = f32[1024,1024]{1,0:T(8,128)} dot(", f, " %fusion.",
        s, ", ", f, " %add.", s, "), lhs_contracting_dims={1}, "
        "rhs_contracting_dims={1}, ", md, "\n",
        "  %slice.", s, " = f32[1024,128]{1,0:T(8,128)} slice(f32[1024,1024]"
        "{1,0:T(8,128)} %dot.", s, "), slice={[0:1024], [0:128]}\n",
        "  %tuple.", s, " = (", f, ", f32[1024,128]{1,0:T(8,128)}) tuple(%fusion.",
        s, ", %slice.", s, ")\n",
        "  %get-tuple-element.", s, " = ", f, " get-tuple-element(%tuple.", s,
        "), index=0\n",
        "  %negate.", s, " = ", f, " negate(", f, " %get-tuple-element.", s,
        "), ", md, "\n");
    prev = absl::StrCat("negate.", s);
  }
  absl::StrAppend(&out, "  ROOT %result = ", f, " copy(", f, " %", prev, ")\n}\n");
  return out;
}

struct Result {
  double best_seconds = 0;
  double best_cpu_seconds = 0;
  int64_t instructions = 0;
  long peak_rss_kb = -1;
  long rss_before_kb = -1;
  double print_seconds = 0;
  size_t printed_bytes = 0;
};

bool Run(const std::string& label, const std::string& text, int repeat) {
  Result r;
  r.rss_before_kb = StatusKb("VmRSS:");
  const bool hwm_reset = ResetPeakRss();
  r.best_seconds = 1e30;
  r.best_cpu_seconds = 1e30;
  for (int i = 0; i < repeat; ++i) {
    Clock::time_point t0 = Clock::now();
    const double c0 = ThreadCpuSeconds();
    absl::StatusOr<std::unique_ptr<tpusim::hlo::Module>> module =
        tpusim::hlo::ParseHloModule(text, label);
    const double cpu = ThreadCpuSeconds() - c0;
    double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    r.best_cpu_seconds = std::min(r.best_cpu_seconds, cpu);
    if (!module.ok()) {
      std::fprintf(stderr, "%s\n", std::string(module.status().message()).c_str());
      return false;
    }
    r.best_seconds = std::min(r.best_seconds, seconds);
    if (i == 0) {
      r.peak_rss_kb = StatusKb("VmHWM:");
      r.instructions = (*module)->instruction_count();
      Clock::time_point p0 = Clock::now();
      std::string printed = tpusim::hlo::PrintModule(**module);
      r.print_seconds = std::chrono::duration<double>(Clock::now() - p0).count();
      r.printed_bytes = printed.size();
    }
  }
  const double mb = text.size() / 1e6;
  std::printf("%s\n", label.c_str());
  std::printf("  size            %.1f MB, %lld instructions\n", mb,
              static_cast<long long>(r.instructions));
  std::printf("  parse           %.1f ms (best of %d): %.1f MB/s, %.2f M instructions/s\n",
              r.best_seconds * 1e3, repeat, mb / r.best_seconds,
              r.instructions / r.best_seconds / 1e6);
  std::printf("  parse CPU time  %.1f ms: %.1f MB/s, %.2f M instructions/s\n",
              r.best_cpu_seconds * 1e3, mb / r.best_cpu_seconds,
              r.instructions / r.best_cpu_seconds / 1e6);
  std::printf("  print           %.1f ms: %.1f MB/s\n", r.print_seconds * 1e3,
              r.printed_bytes / 1e6 / r.print_seconds);
  if (hwm_reset && r.peak_rss_kb > 0) {
    const double peak_mb = r.peak_rss_kb * 1.024e-3;
    const double before_mb = r.rss_before_kb * 1.024e-3;
    std::printf("  peak RSS        %.1f MB during one parse = %.1fx the file "
                "(RSS before parsing %.1f MB, text included; growth %.1fx the "
                "file)\n",
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
  int repeat = 5;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--instructions=", 0) == 0) {
      generated = std::atoll(arg.c_str() + 15);
    } else if (arg.rfind("--repeat=", 0) == 0) {
      repeat = std::max(1, std::atoi(arg.c_str() + 9));
    } else if (arg == "--help" || arg == "-h") {
      std::printf("usage: parse_bench [--instructions=N] [--repeat=R] [FILE.hlo ...]\n");
      return 0;
    } else {
      files.push_back(arg);
    }
  }
  // Huge pages as tpusim decides them, by the largest text parsed here (the
  // generated module is about 174 bytes an instruction).
  tpusim::ReexecWithHugePages(argc, argv, generated * 174);
  tpusim::TuneAllocatorForBatchRun();  // As tpusim itself runs.
  if (files.empty()) {
    const char* shared = std::getenv("TPUSIM_SHARED_DIR");
    std::string path = absl::StrCat(shared != nullptr ? shared : "../shared",
                                    "/corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo");
    if (std::ifstream(path).good()) {
      files.push_back(path);
    } else {
      std::printf("(%s not found; set TPUSIM_SHARED_DIR)\n", path.c_str());
    }
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
      double gen = std::chrono::duration<double>(Clock::now() - g0).count();
      std::printf("(generated %.1f MB in %.1f s)\n", text.size() / 1e6, gen);
      return Run(absl::StrCat("generated module (", generated,
                              " instructions requested)"),
                 text, std::max(1, repeat / 2));
    });
  }
  return ok ? 0 : 1;
}
