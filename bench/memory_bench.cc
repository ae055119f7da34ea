// memory_bench: speed and peak memory of `tpusim memory`'s core (dataflow,
// alias analysis, sizes, scheduling, live ranges, buffer assignment, heap
// packing and the report model), after the compiler model for
// pre-optimization input.
//
//   memory_bench [--instructions=N] [--single] [--schedule=auto|module|best|...]
//                [--repeat=K] [--root-tuple=N] [FILE.hlo ...]
//   memory_bench --instructions=N --write=OUT.hlo
//   memory_bench --repeat=K --write=OUT.hlo FILE.hlo
//
// --repeat=K analyses each FILE with its entry computation copied K times
// side by side (own parameters, one root tuple): a module with the real
// structure of a train step, K times larger (Llama 3.1 8B x 32 is about 1M
// instructions; target < 4 s with the compiler model).
// --root-tuple=N analyses N negations returned in one root tuple (issue 16:
// 200k elements under 2 s; sibling walks once made it quadratic).
// --write saves the generated module (or, with --repeat=K and one FILE, the
// repeated one) and exits, so `tpusim memory OUT.hlo`
// can be timed end to end (the README's figure for 1M instructions).
//
// Inputs: the given files, or by default the shared llama 3.1 8B dump
// ($TPUSIM_SHARED_DIR or ../shared, corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo)
// and generated modules of N/4, N/2 and N (default N = 1,000,000; only N
// with --single)
// instructions in the style of a scheduled TPU dump (tiled layouts, loop and
// output fusions, tuples, bitcasts, a few long-lived activations). Parsing is
// timed apart from the core. For each input it prints the core's thread CPU
// time per stage and in total, instructions per second and the peak RSS of
// the core (VmHWM reset before it). Targets: llama < 1 s, 1M instructions
// < 2 s on one core, near-linear growth. The process is set up as tpusim
// sets itself up for the largest input (huge pages only with
// TPUSIM_HUGEPAGES=1, hlo/base/allocator_tuning.h); `--instructions=0 FILE`
// measures a small file as tpusim runs it.
#include <time.h>

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "bench/bench_support.h"
#include "hlo/base/allocator_tuning.h"
#include "hlo/base/file_io.h"
#include "hlo/text/hlo_parser.h"
#include "memory/memory_analysis.h"
#include "memory/memory_report.h"
#include "tpu_model/chip.h"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/layout_policy.h"

namespace {

using tpusim::bench::ThreadCpuSeconds;
using tpusim::bench::StatusKb;
using tpusim::bench::ResetPeakRss;

// A scheduled module of about `n` instructions: blocks of eight (a loop
// fusion, an output fusion with a weight, add, multiply, tuple,
// get-tuple-element, bitcast, subtract) chained through one activation;
// every 10000th activation stays live to the root.
std::string GenerateModule(int64_t n) {
  const std::string act = "f32[512,1024]{1,0:T(8,128)}";
  const std::string w = "f32[1024,1024]{1,0:T(8,128)}";
  std::string out;
  out.reserve(static_cast<size_t>(n) * 170);
  absl::StrAppend(&out, "HloModule generated_", n, ", is_scheduled=true\n\n");
  absl::StrAppend(&out, "%fused_neg (p: ", act, ") -> ", act, " {\n  %p = ", act,
                  " parameter(0)\n  ROOT %n = ", act, " negate(", act, " %p)\n}\n\n");
  absl::StrAppend(&out, "%fused_dot (x: ", act, ", w: ", w, ") -> ", act, " {\n  %x = ", act,
                  " parameter(0)\n  %w = ", w, " parameter(1)\n  ROOT %d = ", act, " dot(", act,
                  " %x, ", w, " %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n\n");
  absl::StrAppend(&out, "ENTRY %main (x0: ", act, ", w0: ", w, ") -> (", act, ", ", act, ") {\n");
  absl::StrAppend(&out, "  %x.0 = ", act, " parameter(0)\n  %w0 = ", w, " parameter(1)\n");
  const int64_t blocks = std::max<int64_t>(1, (n - 3) / 8);
  std::vector<int64_t> saved;
  for (int64_t k = 1; k <= blocks; ++k) {
    const std::string prev = absl::StrCat("%x.", k - 1);
    const std::string md = absl::StrCat(", metadata={op_name=\"jit(f)/layer_", k % 97, "\"}");
    absl::StrAppend(&out, "  %a.", k, " = ", act, " fusion(", act, " ", prev,
                    "), kind=kLoop, calls=%fused_neg", md, "\n");
    absl::StrAppend(&out, "  %b.", k, " = ", act, " fusion(", act, " %a.", k, ", ", w,
                    " %w0), kind=kOutput, calls=%fused_dot", md, "\n");
    absl::StrAppend(&out, "  %c.", k, " = ", act, " add(", act, " %b.", k, ", ", act, " ", prev,
                    ")\n");
    absl::StrAppend(&out, "  %d.", k, " = ", act, " multiply(", act, " %c.", k, ", ", act, " %a.",
                    k, ")\n");
    absl::StrAppend(&out, "  %t.", k, " = (", act, ", ", act, ") tuple(", act, " %d.", k, ", ", act,
                    " %c.", k, ")\n");
    absl::StrAppend(&out, "  %g.", k, " = ", act, " get-tuple-element((", act, ", ", act, ") %t.",
                    k, "), index=0\n");
    absl::StrAppend(&out, "  %h.", k, " = ", act, " bitcast(", act, " %g.", k, ")\n");
    absl::StrAppend(&out, "  %x.", k, " = ", act, " subtract(", act, " %h.", k, ", ", act, " %b.",
                    k, ")\n");
    if (k % 10000 == 0) saved.push_back(k);
  }
  // Fold the saved activations into the result so they stay live.
  std::string acc = absl::StrCat("%x.", blocks);
  for (size_t s = 0; s < saved.size(); ++s) {
    absl::StrAppend(&out, "  %keep.", s, " = ", act, " add(", act, " ", acc, ", ", act, " %x.",
                    saved[s], ")\n");
    acc = absl::StrCat("%keep.", s);
  }
  absl::StrAppend(&out, "  ROOT %out = (", act, ", ", act, ") tuple(", act, " ", acc, ", ", act,
                  " %x.", blocks, ")\n}\n");
  return out;
}

// `text` with its ENTRY computation repeated `copies` times: each copy's
// instructions renamed `k<copy>.NAME`, its parameters renumbered after the
// previous copies', and a root tuple of every copy's root.
std::string RepeatEntry(const std::string& text, int64_t copies) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  size_t begin = 0;
  while (begin < lines.size() && lines[begin].rfind("ENTRY", 0) != 0) ++begin;
  size_t end = begin + 1;
  while (end < lines.size() && lines[end] != "}") ++end;
  if (begin >= lines.size() || end >= lines.size()) return text;
  auto name_of = [](const std::string& line) -> std::string {
    size_t at = line.find('%');
    const size_t eq = line.find(" = ");
    if (at == std::string::npos || eq == std::string::npos || at > eq) return "";
    return line.substr(at + 1, eq - at - 1);
  };
  std::set<std::string> names;
  int64_t parameters = 0;
  for (size_t i = begin + 1; i < end; ++i) {
    names.insert(name_of(lines[i]));
    if (lines[i].find(" parameter(") != std::string::npos) ++parameters;
  }
  auto is_name_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
  };
  // The donations carry over, each copy's outputs to its own parameters:
  // without them every weight of a train step looks read-only and is
  // prefetched to VMEM, which no real program does.
  std::string aliases;
  {
    const std::string& header = lines[0];
    const size_t open = header.find("input_output_alias={");
    if (open != std::string::npos) {
      // Entries `{I}: (P, {S}, KIND)`: no other header attribute has that
      // form.
      const std::regex entry(
          R"(\{\s*([0-9,\s]*)\}:\s*\((\d+),\s*\{([^}]*)\},?\s*([a-z-]*)\))");
      const std::string list = header.substr(open);
      std::vector<std::string> entries;
      for (int64_t k = 0; k < copies; ++k) {
        for (auto it = std::sregex_iterator(list.begin(), list.end(), entry);
             it != std::sregex_iterator(); ++it) {
          const std::smatch& m = *it;
          const std::string index = absl::StrCat(k, m[1].length() > 0 ? ", " : "", m[1].str());
          const int64_t parameter = std::atoll(m[2].str().c_str()) + k * parameters;
          entries.push_back(absl::StrCat("{", index, "}: (", parameter, ", {", m[3].str(), "}",
                                         m[4].length() > 0 ? ", " : "", m[4].str(), ")"));
        }
      }
      if (!entries.empty()) {
        aliases = absl::StrCat(", input_output_alias={ ", absl::StrJoin(entries, ", "), " }");
      }
    }
  }
  std::string out = absl::StrCat("HloModule repeated", aliases, "\n");
  for (size_t i = 1; i < begin; ++i) absl::StrAppend(&out, lines[i], "\n");
  absl::StrAppend(&out, "ENTRY %main {\n");
  std::vector<std::string> roots, root_shapes;
  for (int64_t k = 0; k < copies; ++k) {
    const std::string prefix = absl::StrCat("k", k, ".");
    for (size_t i = begin + 1; i < end; ++i) {
      std::string line = lines[i];
      std::string renamed;
      for (size_t p = 0; p < line.size(); ++p) {
        if (line[p] != '%') {
          renamed += line[p];
          continue;
        }
        size_t q = p + 1;
        while (q < line.size() && is_name_char(line[q])) ++q;
        const std::string name = line.substr(p + 1, q - p - 1);
        renamed += names.count(name) ? absl::StrCat("%", prefix, name) : line.substr(p, q - p);
        p = q - 1;
      }
      const size_t param = renamed.find(" parameter(");
      if (param != std::string::npos) {
        const size_t close = renamed.find(')', param);
        const int64_t n = std::atoll(renamed.c_str() + param + 11);
        renamed = absl::StrCat(renamed.substr(0, param + 11), n + k * parameters,
                               renamed.substr(close));
      }
      const size_t root = renamed.find("ROOT ");
      if (root != std::string::npos) {
        renamed.erase(root, 5);
        roots.push_back(absl::StrCat("%", prefix, name_of(lines[i])));
        // The root's shape: a balanced (...) tuple or one token.
        const size_t at = lines[i].find(" = ") + 3;
        size_t stop = at;
        if (lines[i][at] == '(') {
          int depth = 0;
          do {
            depth += lines[i][stop] == '(' ? 1 : lines[i][stop] == ')' ? -1 : 0;
            ++stop;
          } while (stop < lines[i].size() && depth > 0);
        } else {
          stop = lines[i].find(' ', at);
        }
        root_shapes.push_back(lines[i].substr(at, stop - at));
      }
      absl::StrAppend(&out, renamed, "\n");
    }
  }
  absl::StrAppend(&out, "  ROOT %all = (", absl::StrJoin(root_shapes, ", "), ") tuple(",
                  absl::StrJoin(roots, ", "), ")\n}\n");
  for (size_t i = end + 1; i < lines.size(); ++i) absl::StrAppend(&out, lines[i], "\n");
  return out;
}

void Run(const std::string& label, const std::string& text,
         tpusim::memory::ScheduleMode mode) {
  double t0 = ThreadCpuSeconds();
  auto module = tpusim::hlo::ParseHloModule(text, label);
  const double parse = ThreadCpuSeconds() - t0;
  if (!module.ok()) {
    std::fprintf(stderr, "%s: %s\n", label.c_str(), std::string(module.status().message()).c_str());
    return;
  }
  auto chip = tpusim::tpu::FindChip("v5p");
  if (!chip.ok()) return;
  const long rss_before = StatusKb("VmRSS:");
  const bool reset = ResetPeakRss();
  std::vector<std::pair<std::string, double>> stages;
  double last = ThreadCpuSeconds();
  tpusim::memory::MemoryAnalysisOptions options;
  options.schedule = mode;
  std::string current = "start";
  options.progress = [&](absl::string_view stage) {
    const double now = ThreadCpuSeconds();
    stages.push_back({current, now - last});
    last = now;
    current = std::string(stage);
  };
  t0 = ThreadCpuSeconds();
  // A pre-optimization module goes through the compiler model first, as in
  // `tpusim memory`.
  std::unique_ptr<tpusim::hlo::Module> compiled;
  const auto policy = tpusim::tpu::LayoutPolicy::ForModule(**module, **chip);
  if (!policy.is_optimized()) {
    options.progress("compiler model");
    auto result = tpusim::tpu::compiler::CompileForTpu(
        **module, **chip,
        [&](absl::string_view pass) { options.progress(absl::StrCat("compiler: ", pass)); });
    if (!result.ok()) {
      std::fprintf(stderr, "%s: %s\n", label.c_str(),
                   std::string(result.status().message()).c_str());
      return;
    }
    compiled = std::move(result->module);
  }
  auto analysis =
      tpusim::memory::MemoryAnalysis::Run(compiled ? *compiled : **module, policy, options);
  if (!analysis.ok()) {
    std::fprintf(stderr, "%s: %s\n", label.c_str(),
                 std::string(analysis.status().message()).c_str());
    return;
  }
  options.progress("report");
  // What `tpusim memory` (text) builds: no per-buffer list or timeline.
  tpusim::memory::ReportOptions report_options;
  report_options.include_buffers = false;
  report_options.include_timeline = false;
  auto report = tpusim::memory::BuildMemoryReport(**analysis, report_options);
  const double core = ThreadCpuSeconds() - t0;
  stages.push_back({current, ThreadCpuSeconds() - last});
  const long hwm = StatusKb("VmHWM:");
  if (!report.ok()) return;
  const int64_t instructions = (*module)->instruction_count();
  std::printf("%s: %lld instructions, parse %.3f s, core %.3f s (%.2f M instr/s), "
              "scheduler %s, peak %lld B\n",
              label.c_str(), static_cast<long long>(instructions), parse, core,
              instructions / core / 1e6, (*analysis)->scheduler().c_str(),
              static_cast<long long>(report->peak_bytes));
  std::printf("  stages:");
  for (const auto& [name, seconds] : stages) {
    if (name != "start") std::printf(" %s %.3f;", name.c_str(), seconds);
  }
  std::printf("\n  peak RSS %s%.1f MB (RSS before the core %.1f MB)\n",
              reset ? "during the core " : "(whole process) ", hwm / 1024.0, rss_before / 1024.0);
}

}  // namespace

int main(int argc, char** argv) {
  int64_t n = 1000000;
  bool single = false;
  int64_t repeat = 1;
  int64_t root_tuple = 0;
  std::string write_path;
  std::vector<std::string> files;
  tpusim::memory::ScheduleMode mode = tpusim::memory::ScheduleMode::kAuto;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--instructions=", 0) == 0) {
      n = std::atoll(arg.c_str() + 15);
    } else if (arg.rfind("--write=", 0) == 0) {
      write_path = arg.substr(8);
    } else if (arg.rfind("--repeat=", 0) == 0) {
      repeat = std::atoll(arg.c_str() + 9);
    } else if (arg.rfind("--root-tuple=", 0) == 0) {
      root_tuple = std::atoll(arg.c_str() + 13);
    } else if (arg == "--single") {
      single = true;
    } else if (arg.rfind("--schedule=", 0) == 0) {
      if (!tpusim::memory::ParseScheduleMode(arg.substr(11), &mode)) {
        std::fprintf(stderr, "unknown schedule %s\n", arg.c_str());
        return 2;
      }
    } else {
      files.push_back(arg);
    }
  }
  if (!write_path.empty()) {
    std::string text;
    if (repeat > 1 && files.size() == 1) {
      // The repeated module, so `tpusim` can be timed and inspected on it.
      absl::StatusOr<std::string> file = tpusim::ReadFileToString(files[0]);
      if (!file.ok()) {
        std::fprintf(stderr, "%s\n", std::string(file.status().message()).c_str());
        return 2;
      }
      text = RepeatEntry(*file, repeat);
    } else {
      text = GenerateModule(n);
    }
    std::ofstream out(write_path, std::ios::binary);
    out << text;
    if (!out) {
      std::fprintf(stderr, "cannot write %s\n", write_path.c_str());
      return 2;
    }
    return 0;
  }
  // Huge pages as tpusim decides them, by the largest text analysed here (the
  // generated module is about 137 bytes an instruction).
  tpusim::ReexecWithHugePages(argc, argv, files.empty() ? n * 137 : 0);
  tpusim::TuneAllocatorForBatchRun();  // As tpusim itself runs.
  std::printf("malloc: %s\n", tpusim::bench::MallocName().c_str());
  if (root_tuple > 0) {
    std::string text = "HloModule wide\nENTRY e {\n  p = f32[8] parameter(0)\n";
    std::string shapes, names;
    for (int64_t i = 0; i < root_tuple; ++i) {
      absl::StrAppend(&text, "  n", i, " = f32[8] negate(p)\n");
      absl::StrAppend(&shapes, i ? ", " : "", "f32[8]");
      absl::StrAppend(&names, i ? ", " : "", "n", i);
    }
    absl::StrAppend(&text, "  ROOT t = (", shapes, ") tuple(", names, ")\n}\n");
    Run(absl::StrCat("root tuple of ", root_tuple), text, mode);
    return 0;
  }
  if (files.empty()) {
    const char* shared = std::getenv("TPUSIM_SHARED_DIR");
    files.push_back(absl::StrCat(shared ? shared : "../shared",
                                 "/corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo"));
    for (int64_t size : {n / 4, n / 2, n}) {
      if (size == 0 || (single && size != n)) continue;  // --instructions=0: Llama only.
      Run(absl::StrCat("generated(", size, ")"), GenerateModule(size), mode);
    }
  }
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s (set TPUSIM_SHARED_DIR)\n", file.c_str());
      continue;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    if (repeat > 1) {
      Run(absl::StrCat(file, " x", repeat), RepeatEntry(buffer.str(), repeat), mode);
    } else {
      Run(file, buffer.str(), mode);
    }
  }
  return 0;
}
