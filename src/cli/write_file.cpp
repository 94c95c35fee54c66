#include "write_file.hpp"

#include <filesystem>
#include <fstream>

#include "duel/record.hpp"  // quote_excerpt

namespace duel::cli {

std::string write_file_whole(const std::string& file, const std::string& text) {
  std::error_code ec;
  const std::filesystem::path path(file);
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  const std::string temporary = file + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) return "cannot write " + quote_excerpt(temporary);
  }
  std::filesystem::rename(temporary, path, ec);
  if (ec) return "cannot write " + quote_excerpt(file) + ": " + ec.message();
  return "";
}

}  // namespace duel::cli
