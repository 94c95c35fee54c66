// Where saved games live ($XDG_DATA_HOME/7wd, default ~/.local/share/7wd) and the
// small file operations on them. A save is the engine's game record as JSON (its
// "players" field says which seat the computer played, and at which level).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace duel::ui {

struct SaveInfo {
  std::string path;
  std::string name;   // file name without ".json"
  std::string when;   // modification time, local, "2026-11-22 03:10"
};

std::string data_directory();  // created on demand; empty if it cannot be
std::vector<SaveInfo> list_saves();  // newest first
std::string autosave_path();
std::string new_save_path();  // "save-YYYYMMDD-HHMMSS.json" in the data directory

std::optional<std::string> read_text_file(const std::string& path, std::string& error);
bool write_text_file(const std::string& path, const std::string& text, std::string& error);

// The computer's seat and difficulty of a saved game ("1 hard"), if any.

}  // namespace duel::ui
