#include "duel/rules.hpp"

namespace duel {
namespace {
template <typename Defs>
std::uint8_t find_by_name(const Defs& defs, std::string_view name) {
  for (std::size_t i = 0; i < defs.size(); ++i) {
    if (defs[i].name == name) return static_cast<std::uint8_t>(i);
  }
  return kNone;
}
}  // namespace

CardId Rules::find_card(std::string_view name) const { return find_by_name(cards, name); }
WonderId Rules::find_wonder(std::string_view name) const { return find_by_name(wonders, name); }
TokenId Rules::find_token(std::string_view name) const { return find_by_name(progress_tokens, name); }

}  // namespace duel
