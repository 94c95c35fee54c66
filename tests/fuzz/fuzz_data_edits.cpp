// Fuzz target: the data loader on structure-aware edits of the shipped data, with every
// module combination. The input is a program of edits (FuzzedDataProvider): pick the
// expansions, then for each edit a file of any module (its expansion is then loaded
// too) and a value inside it, then
// change a number (to extreme values too), duplicate or drop list items and members,
// put in another string from the data (or the same in another case), nest the value
// deeper, change its type or copy another part of the data over it. The edited files are
// loaded; the loader must refuse what the engine cannot represent, so when it accepts
// the data, a few seeded random games must play on it without breaking any check.
#include <fuzzer/FuzzedDataProvider.h>

#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"

namespace {

using Json = nlohmann::json;
using duel::fuzz::kDataFiles;

constexpr int kMaxEdits = 8;
constexpr int kMaxDepth = 12;
constexpr int kMaxGames = 3;
// Repeated copies can grow a file without bound; parsing megabytes is slow, not a bug.
constexpr std::size_t kMaxFileBytes = 128 * 1024;

struct Shipped {
  std::array<Json, kDataFiles.size()> docs;
  std::vector<std::string> strings;  // every string and key of the data
};

void collect_strings(const Json& value, std::vector<std::string>& out) {
  if (value.is_string()) out.push_back(value.get<std::string>());
  if (value.is_object()) {
    for (const auto& [key, member] : value.items()) {
      out.push_back(key);
      collect_strings(member, out);
    }
  }
  if (value.is_array()) {
    for (const Json& item : value) collect_strings(item, out);
  }
}

const Shipped& shipped() {
  static const Shipped s = [] {
    Shipped out;
    for (std::size_t i = 0; i < kDataFiles.size(); ++i) {
      out.docs[i] = Json::parse(duel::fuzz::shipped_file(i));
      collect_strings(out.docs[i], out.strings);
    }
    return out;
  }();
  return s;
}

// Walks down from `root` while the input says so, choosing a child each time.
Json& pick_value(FuzzedDataProvider& in, Json& root) {
  Json* at = &root;
  for (int depth = 0; depth < kMaxDepth && at->is_structured() && !at->empty() && in.ConsumeBool(); ++depth) {
    const std::size_t i = in.ConsumeIntegralInRange<std::size_t>(0, at->size() - 1);
    if (at->is_array()) {
      at = &(*at)[i];
    } else {
      auto it = at->begin();
      std::advance(it, static_cast<std::ptrdiff_t>(i));
      at = &it.value();
    }
  }
  return *at;
}

Json extreme_number(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 5)) {
    case 0: return in.ConsumeIntegralInRange<std::int64_t>(-3, 40);
    case 1: {
      static constexpr std::array<std::int64_t, 14> edges = {
          127, 128, 255, 256, 32767, 32768, 65535, 65536,
          std::numeric_limits<std::int32_t>::max(), std::int64_t{std::numeric_limits<std::int32_t>::max()} + 1,
          std::numeric_limits<std::int32_t>::min(), std::int64_t{std::numeric_limits<std::int32_t>::min()} - 1,
          std::int64_t{1} << 53, std::numeric_limits<std::int64_t>::min()};
      return edges[in.ConsumeIntegralInRange<std::size_t>(0, edges.size() - 1)];
    }
    case 2: return in.ConsumeIntegral<std::int64_t>();
    case 3: return in.ConsumeIntegral<std::uint64_t>();
    case 4: {
      static constexpr std::array<double, 7> reals = {0.5, -0.5, 2.0, 1e300, -1e300, 1e-300, 9.007199254740993e15};
      return reals[in.ConsumeIntegralInRange<std::size_t>(0, reals.size() - 1)];
    }
    default: return std::numeric_limits<std::uint64_t>::max();
  }
}

std::string pooled_string(FuzzedDataProvider& in) {
  const std::vector<std::string>& pool = shipped().strings;
  return pool[in.ConsumeIntegralInRange<std::size_t>(0, pool.size() - 1)];
}

std::string change_case(FuzzedDataProvider& in, std::string s) {
  const bool upper = in.ConsumeBool();
  for (char& c : s) {
    const auto u = static_cast<unsigned char>(c);
    c = static_cast<char>(upper ? std::toupper(u) : std::tolower(u));
  }
  return s;
}

void edit(FuzzedDataProvider& in, std::array<Json, kDataFiles.size()>& docs, std::size_t file) {
  Json& value = pick_value(in, docs[file]);
  switch (in.ConsumeIntegralInRange(0, 9)) {
    case 0:  // a number, often an extreme one
      value = extreme_number(in);
      break;
    case 1:  // duplicate a list item, up to many times (more cards, more slots)
      if (value.is_array() && !value.empty()) {
        const Json item = value[in.ConsumeIntegralInRange<std::size_t>(0, value.size() - 1)];
        const int copies = in.ConsumeIntegralInRange(1, 40);
        for (int c = 0; c < copies; ++c) value.push_back(item);
      }
      break;
    case 2:  // drop a list item or member
      if (value.is_array() && !value.empty()) {
        value.erase(in.ConsumeIntegralInRange<std::size_t>(0, value.size() - 1));
      } else if (value.is_object() && !value.empty()) {
        auto it = value.begin();
        std::advance(it, in.ConsumeIntegralInRange<std::ptrdiff_t>(0, static_cast<std::ptrdiff_t>(value.size()) - 1));
        value.erase(it);
      }
      break;
    case 3:  // another string of the data: a name, a resource, an effect...
      value = pooled_string(in);
      break;
    case 4:  // the same string in another case ("Baths" and "BATHS")
      if (value.is_string()) value = change_case(in, value.get<std::string>());
      break;
    case 5: {  // deeper nesting
      const int levels = in.ConsumeIntegralInRange(1, 64);
      const bool as_object = in.ConsumeBool();
      for (int l = 0; l < levels; ++l) value = as_object ? Json{{pooled_string(in), value}} : Json::array({value});
      break;
    }
    case 6: {  // another type
      static const std::array<Json, 6> kinds = {nullptr, true, false, "", Json::array(), Json::object()};
      value = kinds[in.ConsumeIntegralInRange<std::size_t>(0, kinds.size() - 1)];
      break;
    }
    case 7: {  // a copy of another part of the data
      Json source = shipped().docs[in.ConsumeIntegralInRange<std::size_t>(0, kDataFiles.size() - 1)];
      value = pick_value(in, source);
      break;
    }
    case 8:  // a new or replaced member
      if (value.is_object()) value[pooled_string(in)] = in.ConsumeBool() ? Json(pooled_string(in)) : extreme_number(in);
      break;
    default: {  // a small step on a number (not past the ends of int64)
      std::int64_t stepped = 0;
      if (value.is_number_integer() &&
          !__builtin_add_overflow(value.get<std::int64_t>(), in.ConsumeIntegralInRange<std::int64_t>(-3, 3), &stepped)) {
        value = stepped;
      }
      break;
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace duel;
  FuzzedDataProvider in(data, size);
  std::array<Json, kDataFiles.size()> docs = shipped().docs;
  std::array<bool, kDataFiles.size()> edited{};
  int combination = in.ConsumeIntegralInRange(0, duel::fuzz::kCombinations - 1);
  const int edits = in.ConsumeIntegralInRange(1, kMaxEdits);
  for (int e = 0; e < edits && in.remaining_bytes() > 0; ++e) {
    const std::size_t file = in.ConsumeIntegralInRange<std::size_t>(0, kDataFiles.size() - 1);
    edit(in, docs, file);
    edited[file] = true;
    combination |= duel::fuzz::module_bit(file);
  }
  std::array<std::string, kDataFiles.size()> texts;
  for (std::size_t i = 0; i < kDataFiles.size(); ++i) {
    if (edited[i]) texts[i] = docs[i].dump(2);
    if (texts[i].size() > kMaxFileBytes) return -1;  // not worth keeping in the corpus
  }
  fuzz::ScratchData& scratch = fuzz::ScratchData::instance();
  for (std::size_t i = 0; i < kDataFiles.size(); ++i) {
    if (edited[i]) scratch.write(i, texts[i]);
  }
  const LoadResult loaded = load_rules(scratch.dir(), fuzz::expansions_of(combination));
  scratch.restore();
  if (!loaded.ok()) {
    std::string all_text;
    for (const std::string& text : texts) all_text += text;
    fuzz::check_load_errors(loaded, all_text);
    return 0;
  }
  const int games = in.ConsumeIntegralInRange(1, kMaxGames);
  fuzz::play_random_games(*loaded.rules, in.ConsumeIntegral<std::uint64_t>(), games);
  return 0;
}
