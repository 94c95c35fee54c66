#include "save_files.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace duel::ui {
namespace fs = std::filesystem;

namespace {

std::string format_time(std::time_t t, const char* fmt) {
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, fmt, &tm);
  return buf;
}

}  // namespace

std::string data_directory() {
  fs::path dir;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
    dir = fs::path(xdg) / "7wd";
  } else if (const char* home = std::getenv("HOME"); home && *home) {
    dir = fs::path(home) / ".local" / "share" / "7wd";
  } else {
    dir = fs::path(".7wd");
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec && !fs::is_directory(dir)) return "";
  return dir.string();
}

std::vector<SaveInfo> list_saves() {
  std::vector<std::pair<fs::file_time_type, SaveInfo>> found;
  const std::string dir = data_directory();
  std::error_code ec;
  if (dir.empty()) return {};
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    if (!entry.is_regular_file(ec) || entry.path().extension() != ".json") continue;
    const auto mtime = entry.last_write_time(ec);
    const auto sys = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        mtime - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
    SaveInfo info{entry.path().string(), entry.path().stem().string(),
                  format_time(std::chrono::system_clock::to_time_t(sys), "%Y-%m-%d %H:%M")};
    found.emplace_back(mtime, std::move(info));
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<SaveInfo> out;
  for (auto& [t, info] : found) out.push_back(std::move(info));
  return out;
}

std::string autosave_path() {
  const std::string dir = data_directory();
  return dir.empty() ? "" : (fs::path(dir) / "autosave.json").string();
}

std::string new_save_path() {
  const std::string dir = data_directory();
  if (dir.empty()) return "";
  const std::string stamp = format_time(std::time(nullptr), "save-%Y%m%d-%H%M%S");
  return (fs::path(dir) / (stamp + ".json")).string();
}

std::optional<std::string> read_text_file(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open " + path;
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    error = "cannot read " + path;
    return std::nullopt;
  }
  return ss.str();
}

bool write_text_file(const std::string& path, const std::string& text, std::string& error) {
  // Write beside and rename, so a crash never leaves half a save.
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out || !(out << text) || !out.flush()) {
      error = "cannot write " + tmp;
      return false;
    }
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) {
    error = "cannot save " + path + ": " + ec.message();
    return false;
  }
  return true;
}

}  // namespace duel::ui
