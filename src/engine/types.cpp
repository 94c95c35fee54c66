#include "duel/types.hpp"

namespace duel {
namespace {
constexpr std::array<std::string_view, kResourceCount> kResourceNames = {
    "wood", "clay", "stone", "glass", "papyrus"};
constexpr std::array<std::string_view, kColorCount> kColorNames = {
    "brown", "grey", "red", "green", "yellow", "blue", "purple", "senator"};
constexpr std::array<std::string_view, kScienceCount> kScienceNames = {
    "globe", "wheel", "sundial", "mortar", "plumb_line", "quill", "law"};

template <typename Enum, std::size_t N>
bool parse_name(const std::array<std::string_view, N>& names, std::string_view s, Enum& out) {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == s) {
      out = static_cast<Enum>(i);
      return true;
    }
  }
  return false;
}
}  // namespace

std::string_view resource_name(Resource r) { return kResourceNames[static_cast<int>(r)]; }
std::string_view color_name(Color c) { return kColorNames[static_cast<int>(c)]; }
std::string_view science_name(Science s) { return kScienceNames[static_cast<int>(s)]; }
bool parse_resource(std::string_view s, Resource& out) { return parse_name(kResourceNames, s, out); }
bool parse_color(std::string_view s, Color& out) { return parse_name(kColorNames, s, out); }
bool parse_science(std::string_view s, Science& out) { return parse_name(kScienceNames, s, out); }

}  // namespace duel
