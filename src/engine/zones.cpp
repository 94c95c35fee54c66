// The zone rules that depend on the state (docs/engine.md "Zones and knowledge").
#include "duel/zones.hpp"

#include <algorithm>


namespace duel {

static_assert([] {
  for (int z = 0; z < kZoneCount; ++z) {
    if (static_cast<int>(kZoneRules[static_cast<std::size_t>(z)].zone) != z) return false;
  }
  return true;
}(), "kZoneRules lists one row per Zone, in Zone order");

int revealed_wonder_positions(const GameState& s) {
  const int per_round = s.rules().constants.wonders_per_selection_round;
  if (s.phase == Phase::WonderSelection) return std::min<int>(s.wonder_order_count, (s.selection_step / per_round + 1) * per_round);
  return std::min<int>(s.wonder_order_count, 2 * per_round);
}

bool place_revealed(const GameState& s, const Place& p) {
  switch (p.zone) {
    case Zone::WonderOffer: return p.index < revealed_wonder_positions(s);
    case Zone::Structure: return s.face_up >> p.index & 1;
    case Zone::PantheonSpaces: return s.pantheon.revealed >> p.index & 1;
    case Zone::ConspiracyHands: return p.owner < 2 && s.agora.hands[p.owner].is_triggered(p.index);
    case Zone::SenateDecrees: return !s.agora.face_down_at(p.deck, p.index);
    case Zone::ObscuredToken: return !s.agora.obscured_from_box;
    default: return zone_rule(p.zone).visibility == Visibility::Public;
  }
}

void return_drawn_tokens(GameState& s, Player drawer, TokenId kept, EventLog* events) {
  for (int i = 0; i < s.drawn_token_count; ++i) {
    const TokenId t = s.drawn_tokens[static_cast<std::size_t>(i)];
    if (t == kept) continue;
    s.knowledge[drawer].box_tokens |= std::uint32_t{1} << t;
    if (events) events->push_back({EventType::ProgressReturned, drawer, t});
  }
}

}  // namespace duel
