// Status propagation helpers used across tpusim. Errors are values
// (absl::Status / absl::StatusOr); these macros keep call sites short.
#ifndef TPUSIM_HLO_BASE_STATUS_MACROS_H_
#define TPUSIM_HLO_BASE_STATUS_MACROS_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"

#define TPUSIM_CONCAT_INNER_(a, b) a##b
#define TPUSIM_CONCAT_(a, b) TPUSIM_CONCAT_INNER_(a, b)

// Returns from the enclosing function if `expr` is not OK.
#define TPUSIM_RETURN_IF_ERROR(expr)                 \
  do {                                               \
    ::absl::Status tpusim_status_ = (expr);          \
    if (!tpusim_status_.ok()) return tpusim_status_; \
  } while (0)

// `TPUSIM_ASSIGN_OR_RETURN(auto x, MakeX());` declares `x` from the value of a
// StatusOr, or returns its error.
#define TPUSIM_ASSIGN_OR_RETURN(lhs, rexpr)                                \
  TPUSIM_ASSIGN_OR_RETURN_IMPL_(TPUSIM_CONCAT_(tpusim_sor_, __LINE__), lhs, \
                                rexpr)
#define TPUSIM_ASSIGN_OR_RETURN_IMPL_(sor, lhs, rexpr) \
  auto sor = (rexpr);                                  \
  if (!sor.ok()) return std::move(sor).status();       \
  lhs = std::move(sor).value()

#endif  // TPUSIM_HLO_BASE_STATUS_MACROS_H_
