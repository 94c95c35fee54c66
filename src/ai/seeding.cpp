#include "duel/ai/seeding.hpp"

#include <algorithm>

namespace duel::ai {

std::uint64_t mix_seed(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Only what the observation shows: hidden parts are kNone and so never change it.
std::uint64_t observation_digest(const GameState& o) {
  std::uint64_t h = mix_seed(static_cast<std::uint64_t>(o.phase) | std::uint64_t{o.current} << 8 |
                             std::uint64_t{o.age} << 16 | std::uint64_t{o.selection_step} << 24);
  auto add = [&h](std::uint64_t v) { h = mix_seed(h ^ v); };
  add(o.present);
  add(o.face_up);
  add(o.guild_backs);
  add(o.wonders_picked);
  add(static_cast<std::uint64_t>(o.conflict_pawn + 64));
  for (CardId c : o.slots) add(c);
  for (int i = 0; i < o.discard_count; ++i) add(o.discard_pile[static_cast<std::size_t>(i)]);
  for (TokenId t : o.board_tokens) add(t);
  for (int i = 0; i < o.drawn_token_count; ++i) add(o.drawn_tokens[static_cast<std::size_t>(i)]);
  add(o.military_tokens);
  for (const City& c : o.cities) {
    add(c.cards.words[0]);
    add(c.cards.words[1]);
    add(static_cast<std::uint64_t>(c.coins));
    add(c.progress);
    // At least the first four spaces, as before a city could hold more: same seeds.
    for (int i = 0; i < std::max<int>(kWondersPerPlayer, c.wonder_count); ++i) add(c.wonder_cards[i]);
  }
  if (o.agora.on) {  // only in Agora games: the base game's seeds stay as they were
    add(o.senator_backs);
    for (const auto& cubes : o.agora.cubes) {
      for (std::uint8_t n : cubes) add(n);
    }
    for (const ConspiracyHand& hand : o.agora.hands) add(std::uint64_t{hand.count} | std::uint64_t{hand.triggered} << 8);
  }
  return h;
}

}  // namespace duel::ai
