// The fields the AI's learned files share (eval_weights.cpp's weights, value_net.cpp's
// network): their format line, the expansions they were made for, the data set that made
// them and a weight's bounds, read with the same strict messages.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "duel/json_reader.hpp"

namespace duel::ai::learned_file {

// "format" must be exactly `expected` ("7wd-eval 1").
void read_format(data::Reporter& r, const data::Json& doc, const std::string& expected, bool& ok);

// "expansions" must be the set the file is named for: a renamed copy would play with
// values made for other rules. `what` describes the field ("the expansions the weights
// were fitted for").
void read_expansions(data::Reporter& r, const data::Json& doc, const std::vector<std::string>& expected,
                     const std::string& what, bool& ok);

// "dataset": {"hash": ..., first: a count, second: a count}; the hash into `hash`.
void read_dataset(data::Reporter& r, const data::Json& doc, std::string_view first, std::string_view second,
                  std::string& hash, bool& ok);

// A finite weight from -1000 to 1000 (far above any fitted one: a larger one is a typo).
bool read_weight(data::Reporter& r, const data::Json& value, const std::string& path, double& out);

}  // namespace duel::ai::learned_file
