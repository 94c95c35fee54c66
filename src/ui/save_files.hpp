// Where saved games live ($XDG_DATA_HOME/7wd, default ~/.local/share/7wd) and the
// small file operations on them. A save is the engine's game record as JSON (its
// "players" field says which seat the computer played, and at which level).
// Errors are in the player's words and name no file: callers add the file's name
// where it helps (the command line), never the whole path in the window.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace duel::ui {

// A saved game is a few kilobytes; anything this large is not one (and reading it
// would stall the window).
inline constexpr std::uintmax_t kMaxSaveBytes = 16u << 20;

struct SaveInfo {
  std::string path;
  std::string name;   // file name without ".json"
  std::string when;   // modification time, local, "2026-11-22 03:10"
  std::int64_t stamp = 0;      // modification time as the file system counts it (a cache key)
  std::uintmax_t bytes = 0;
};

std::string data_directory();  // created on demand; empty if it cannot be
std::vector<SaveInfo> list_saves();  // newest first
std::string autosave_path();
std::string save_stem_now();  // "save-YYYYMMDD-HHMMSS" for a save made now

// The text of a saved game: only from a regular file (a FIFO or a device would block
// or never end) of at most kMaxSaveBytes.
std::optional<std::string> read_save_file(const std::string& path, std::string& error);
// The same for any small file (settings): `too_large_text` is the error past `max_bytes`.
std::optional<std::string> read_bounded_file(const std::string& path, std::uintmax_t max_bytes,
                                             const std::string& too_large_text, std::string& error);
// Writes beside the file, flushes it to the disk and renames it over `path`, so a
// crash or a full disk never leaves half a save; the temporary file is removed on
// every failure, and `path` keeps its previous content.
bool write_text_file(const std::string& path, const std::string& text, std::string& error);
// A new save in `dir` that never replaces another: "<stem>.json", else "<stem>-2.json",
// "<stem>-3.json"... Returns the name it took (without ".json").
std::optional<std::string> write_new_save(const std::string& dir, const std::string& stem, const std::string& text,
                                          std::string& error);

// Every game is kept until the player deletes it (issue 32 item 13): before another
// game takes the autosave's place, the game it holds (any with a move) is kept as
// "game-YYYYMMDD-HHMMSS" (its last play) in `dir`, or written over `same_game` when
// that is the kept file it was loaded from; nothing is written when a save in `dir`
// holds the same text already. Returns the name it is kept as (empty: nothing to keep),
// or nullopt with `error` when it could not be written.
std::optional<std::string> keep_autosaved_game(const std::string& dir, const std::string& same_game,
                                               std::string& error);
inline constexpr std::string_view kKeptGamePrefix = "game-";
// Removes the save file the player chose to delete (asked first: App's ConfirmDelete).
bool delete_save(const std::string& path, std::string& error);

// Tells the player about autosave failures once, not after every move: the message
// to show after an attempt, if the situation changed (it failed for a new reason, or
// it works again).
class AutosaveWatch {
 public:
  std::optional<std::string> report(bool saved, const std::string& problem);
  bool failing() const { return !problem_.empty(); }

 private:
  std::string problem_;  // why the last attempt failed; empty when it worked
};

}  // namespace duel::ui
