// What check() and the modules' `check` hooks share: how a message names a player, and
// the report that keeps the first difference found.
#pragma once

#include <string>
#include <utility>

#include "duel/types.hpp"

namespace duel::detail {

inline std::string player_name(Player p) { return "player " + std::to_string(p + 1); }

// Collects the first difference found; later ones are ignored.
struct CheckReport {
  std::string first;
  bool ok() const { return first.empty(); }
  void fail(std::string what) {
    if (first.empty()) first = std::move(what);
  }
  // "<who>: <what> is <kept>, its cards, Wonders and tokens give <recomputed>"
  void compare(const std::string& who, const std::string& what, long long kept, long long recomputed) {
    if (kept != recomputed) {
      fail(who + ": " + what + " is " + std::to_string(kept) + ", its cards, Wonders and tokens give " +
           std::to_string(recomputed));
    }
  }
};

}  // namespace duel::detail
