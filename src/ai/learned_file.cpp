#include "learned_file.hpp"

#include <cmath>

#include "duel/setup.hpp"

namespace duel::ai::learned_file {

using data::child;
using data::field;
using data::Json;
using data::read_string;
using data::Reporter;

void read_format(Reporter& r, const Json& doc, const std::string& expected, bool& ok) {
  std::string text;
  const Json* format = field(r, doc, "", "format", "\"" + expected + "\"");
  if (!format || !read_string(r, *format, "/format", text)) {
    ok = false;
  } else if (text != expected) {
    r.error("/format", "expected \"" + expected + "\", got " + data::quote(text));
    ok = false;
  }
}

void read_expansions(Reporter& r, const Json& doc, const std::vector<std::string>& expected, const std::string& what,
                     bool& ok) {
  const Json* list = field(r, doc, "", "expansions", what);
  if (!list || !data::expect_array(r, *list, "/expansions")) {
    ok = false;
    return;
  }
  std::vector<std::string> names;
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::string name;
    if (read_string(r, (*list)[i], child("/expansions", i), name)) names.push_back(name);
    else ok = false;
  }
  if (ok && canonical_expansions(names) != expected) {
    const std::string want = expected.empty() ? "none (the base game)" : data::join(expected, ", ");
    r.error("/expansions", "expected " + want + ", as the file name says, got " + (names.empty() ? "none" : data::join(names, ", ")));
    ok = false;
  }
}

void read_dataset(Reporter& r, const Json& doc, std::string_view first, std::string_view second, std::string& hash,
                  bool& ok) {
  const std::string shape = "an object with hash, " + std::string(first) + " and " + std::string(second);
  const Json* dataset = field(r, doc, "", "dataset", shape);
  if (!dataset || !data::expect_object(r, *dataset, "/dataset", {"hash", first, second})) {
    ok = false;
    return;
  }
  const Json* value = field(r, *dataset, "/dataset", "hash", "the training set's hash");
  ok = value && read_string(r, *value, "/dataset/hash", hash) && ok;
  int number = 0;
  for (std::string_view key : {first, second}) {
    const Json* count = field(r, *dataset, "/dataset", key, "a count");
    ok = count && data::read_int(r, *count, child("/dataset", key), 1, 2'000'000'000, number) && ok;
  }
}

bool read_weight(Reporter& r, const Json& value, const std::string& path, double& out) {
  constexpr double kMaxWeight = 1000.0;
  if (!value.is_number() || !std::isfinite(value.get<double>()) || std::fabs(value.get<double>()) > kMaxWeight) {
    r.error(path, "expected a number from -1000 to 1000, got " + data::describe(value));
    return false;
  }
  out = value.get<double>();
  return true;
}

}  // namespace duel::ai::learned_file
