// Writing a file whole or not at all: the text goes to FILE.tmp, renamed over FILE once
// written, so a failure leaves any earlier FILE as it was (the train commands' outputs).
#pragma once

#include <string>

namespace duel::cli {

// Writes `text` to `file` (its folders made as needed). Returns "" or what failed:
// "cannot write \"FILE.tmp\"" or "cannot write \"FILE\": why".
std::string write_file_whole(const std::string& file, const std::string& text);

}  // namespace duel::cli
