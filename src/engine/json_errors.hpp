// JSON library errors turned into plain messages for players and designers.
#pragma once

#include <string>

namespace duel::detail {

// nlohmann's messages start with "[json.exception.parse_error.101] "; keep the rest.
inline std::string without_exception_id(const std::string& what) {
  if (what.empty() || what[0] != '[') return what;
  const auto end = what.find("] ");
  return end == std::string::npos ? what : what.substr(end + 2);
}

}  // namespace duel::detail
