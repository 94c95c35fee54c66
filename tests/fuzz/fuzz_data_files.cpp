// Fuzz target: the data loader on raw file contents, with every module combination. The
// input is one or more sections separated by two NUL bytes (never in a JSON text); a
// section's first byte picks one of the data files (kDataFiles: its value modulo their
// number) and the rest replaces that file in a scratch copy of the shipped modules, so a
// saved input can change several files at once. The expansions loaded are those whose
// files a section replaces, and those the first byte's quotient by the number of files
// names (bits: 1 Pantheon, 2 Agora). The loader must report any problem as errors of its
// own (never crash, hang or throw); when it accepts the data, a random game must play on it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace duel;
  constexpr std::string_view kSeparator("\0\0", 2);
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  fuzz::ScratchData& scratch = fuzz::ScratchData::instance();
  int combination = size > 0 ? static_cast<int>(data[0] / fuzz::kDataFiles.size()) % fuzz::kCombinations : 0;
  for (std::size_t start = 0; start < input.size();) {
    std::size_t end = input.find(kSeparator, start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view section = input.substr(start, end - start);
    if (!section.empty()) {
      const std::size_t file = static_cast<unsigned char>(section[0]) % fuzz::kDataFiles.size();
      scratch.write(file, section.substr(1));
      combination |= fuzz::module_bit(file);
    }
    start = end + kSeparator.size();
  }
  const LoadResult loaded = load_rules(scratch.dir(), fuzz::expansions_of(combination));
  scratch.restore();
  if (!loaded.ok()) {
    fuzz::check_load_errors(loaded, input);
    return 0;
  }
  fuzz::play_random_games(*loaded.rules, size, 1);
  return 0;
}
