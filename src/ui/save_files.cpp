#include "save_files.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

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

std::string too_large() {
  return "too large for a saved game (more than " + std::to_string(kMaxSaveBytes >> 20) + " MB)";
}

// Why a save could not be written, in the player's words.
std::string write_problem(int code) {
  switch (code) {
    case ENOSPC:
    case EDQUOT: return "the disk is full";
    case EROFS: return "the disk is read-only";
    case EACCES:
    case EPERM: return "the save folder is not writable";
    case ENOENT:
    case ENOTDIR: return "the save folder is missing";
    case EIO: return "the disk reported an error";
    default: return "the file cannot be written (" + std::string(std::strerror(code)) + ")";
  }
}

// Makes a rename durable; best effort (some file systems cannot sync a directory).
void sync_directory(const std::string& file) {
  const std::string dir = fs::path(file).parent_path().string();
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
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
  if (ec && !fs::is_directory(dir, ec)) return "";
  return dir.string();
}

std::vector<SaveInfo> list_saves() {
  std::vector<std::pair<fs::file_time_type, SaveInfo>> found;
  const std::string dir = data_directory();
  std::error_code ec;
  if (dir.empty()) return {};
  // Incremented with an error code: a directory that fails while being read ends the
  // list instead of throwing.
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::directory_entry& entry = *it;
    std::error_code entry_ec;
    if (!entry.is_regular_file(entry_ec) || entry.path().extension() != ".json") continue;
    const auto mtime = entry.last_write_time(entry_ec);
    const auto sys = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        mtime - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
    SaveInfo info{entry.path().string(), entry.path().stem().string(),
                  format_time(std::chrono::system_clock::to_time_t(sys), "%Y-%m-%d %H:%M"),
                  static_cast<std::int64_t>(mtime.time_since_epoch().count()), entry.file_size(entry_ec)};
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

std::string save_stem_now() { return format_time(std::time(nullptr), "save-%Y%m%d-%H%M%S"); }

std::optional<std::string> read_save_file(const std::string& path, std::string& error) {
  return read_bounded_file(path, kMaxSaveBytes, too_large(), error);
}

std::optional<std::string> read_bounded_file(const std::string& path, std::uintmax_t max_bytes,
                                             const std::string& too_large_text, std::string& error) {
  // Look before opening: opening a FIFO for reading waits for a writer.
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (!fs::exists(status)) {
    error = "no such file";
    return std::nullopt;
  }
  if (!fs::is_regular_file(status)) {
    error = "not a regular file";
    return std::nullopt;
  }
  // Non-blocking and checked again once open, in case the file was swapped meanwhile.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    error = "unreadable (" + std::string(std::strerror(errno)) + ")";
    return std::nullopt;
  }
  struct stat st {};
  std::optional<std::string> text;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    error = "not a regular file";
  } else if (static_cast<std::uintmax_t>(st.st_size) > max_bytes) {
    error = too_large_text;
  } else {
    // Stops one chunk past the limit: a file that grows meanwhile is refused too.
    std::string buf;
    buf.reserve(static_cast<std::size_t>(st.st_size));
    char chunk[1 << 16];
    for (;;) {
      const ssize_t n = ::read(fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        error = "unreadable (" + std::string(std::strerror(errno)) + ")";
        break;
      }
      if (n == 0) {
        text = std::move(buf);
        break;
      }
      buf.append(chunk, static_cast<std::size_t>(n));
      if (buf.size() > max_bytes) {
        error = too_large_text;
        break;
      }
    }
  }
  ::close(fd);
  return text;
}

bool write_text_file(const std::string& path, const std::string& text, std::string& error) {
  const std::string tmp = path + ".tmp";
  auto fail = [&](int code) {
    error = write_problem(code);
    ::unlink(tmp.c_str());  // never leave a partial or empty temporary file behind
    return false;
  };
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return fail(errno);
  // Every write, the flush to the disk and the close can fail (a full disk may only
  // say so at fsync or close): any failure keeps the previous file.
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int code = n < 0 ? errno : ENOSPC;
      ::close(fd);
      return fail(code);
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    const int code = errno;
    ::close(fd);
    return fail(code);
  }
  if (::close(fd) != 0) return fail(errno);
  if (::rename(tmp.c_str(), path.c_str()) != 0) return fail(errno);
  sync_directory(path);
  return true;
}

std::optional<std::string> write_new_save(const std::string& dir, const std::string& stem, const std::string& text,
                                          std::string& error) {
  for (int n = 1; n <= 1000; ++n) {
    const std::string name = n == 1 ? stem : stem + "-" + std::to_string(n);
    const std::string path = (fs::path(dir) / (name + ".json")).string();
    // Claim the name first (O_EXCL: fails if a save has it), then fill it atomically.
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0 && errno == EEXIST) continue;
    if (fd < 0) {
      error = write_problem(errno);
      return std::nullopt;
    }
    ::close(fd);
    if (!write_text_file(path, text, error)) {
      ::unlink(path.c_str());  // the empty claim
      return std::nullopt;
    }
    return name;
  }
  error = "there are too many saves named " + stem;
  return std::nullopt;
}

namespace {

// Whether a saved game's text records at least one move ("moves": [ ... ] not empty):
// a game just started is not worth a file of its own.
bool has_moves(const std::string& text) {
  const std::size_t key = text.find("\"moves\"");
  if (key == std::string::npos) return false;
  const std::size_t open = text.find('[', key);
  if (open == std::string::npos) return false;
  const std::size_t next = text.find_first_not_of(" \t\r\n", open + 1);
  return next != std::string::npos && text[next] != ']';
}

// A save in `dir` (other than `except`) whose text is `text`: the game is kept already.
bool kept_already(const std::string& dir, const std::string& except, const std::string& text) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code entry_ec;
    const fs::path p = it->path();
    if (p.extension() != ".json" || p.string() == except || !it->is_regular_file(entry_ec)) continue;
    if (it->file_size(entry_ec) != text.size() || entry_ec) continue;
    std::string error;
    if (const std::optional<std::string> other = read_save_file(p.string(), error); other && *other == text) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> keep_autosaved_game(const std::string& dir, const std::string& same_game,
                                               std::string& error) {
  const std::string autosave = (fs::path(dir) / "autosave.json").string();
  std::error_code ec;
  if (!fs::is_regular_file(autosave, ec)) return std::string();
  const std::optional<std::string> text = read_save_file(autosave, error);
  if (!text) return std::nullopt;
  if (!has_moves(*text) || kept_already(dir, autosave, *text)) return std::string();
  if (!same_game.empty() && fs::is_regular_file(same_game, ec)) {
    if (!write_text_file(same_game, *text, error)) return std::nullopt;
    return fs::path(same_game).stem().string();
  }
  // Named after its last play (the autosave's time), so the list reads in order.
  const auto mtime = fs::last_write_time(autosave, ec);
  std::time_t when = std::time(nullptr);
  if (!ec) {
    when = std::chrono::system_clock::to_time_t(std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        mtime - fs::file_time_type::clock::now() + std::chrono::system_clock::now()));
  }
  return write_new_save(dir, std::string(kKeptGamePrefix) + format_time(when, "%Y%m%d-%H%M%S"), *text, error);
}

bool delete_save(const std::string& path, std::string& error) {
  if (::unlink(path.c_str()) != 0) {
    error = errno == ENOENT ? "it is gone already" : "it cannot be removed (" + std::string(std::strerror(errno)) + ")";
    return false;
  }
  sync_directory(path);
  return true;
}

std::optional<std::string> AutosaveWatch::report(bool saved, const std::string& problem) {
  std::optional<std::string> message;
  if (!saved && problem != problem_) {
    message = "Autosave failed: " + problem + " — your game is not being saved";
  } else if (saved && !problem_.empty()) {
    message = "Autosave works again: your game is being saved";
  }
  problem_ = saved ? "" : problem;
  return message;
}

}  // namespace duel::ui
