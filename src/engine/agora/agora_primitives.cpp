// The Senate's primitives, the Conspiracies' and Obscurantism's kept out of line
// (agora_primitives.hpp).
#include <algorithm>

#include "agora_internal.hpp"

namespace duel::detail {

void place_cube(GameState& s, Player p, int chamber, EventLog* events) {
  AgoraState& a = s.agora;
  if (a.supply[p] == 0 || chamber < 0 || chamber >= kChambers) return;  // none left: the place is skipped
  --a.supply[p];
  ++a.cubes[p][static_cast<std::size_t>(chamber)];
  emit(events, EventType::CubePlaced, p, static_cast<std::uint8_t>(chamber));
  senate_changed(s, events);
}

void move_cube(GameState& s, Player p, int from, int to, EventLog* events) {
  AgoraState& a = s.agora;
  if (a.cubes[p][static_cast<std::size_t>(from)] == 0) return;
  --a.cubes[p][static_cast<std::size_t>(from)];
  ++a.cubes[p][static_cast<std::size_t>(to)];
  emit(events, EventType::CubeMoved, p, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to));
  senate_changed(s, events);
}

void remove_cube(GameState& s, Player owner, int chamber, EventLog* events) {
  AgoraState& a = s.agora;
  if (a.cubes[owner][static_cast<std::size_t>(chamber)] == 0) return;
  --a.cubes[owner][static_cast<std::size_t>(chamber)];
  ++a.supply[owner];
  emit(events, EventType::CubeRemoved, owner, static_cast<std::uint8_t>(chamber));
  senate_changed(s, events);
}

void senate_changed(GameState& s, EventLog* events) {
  if (s.phase == Phase::GameOver) return;
  AgoraState& a = s.agora;
  for (int c = 0; c < kChambers; ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (a.cubes[0][i] + a.cubes[1][i] > 0) {
      for (int k = 0; k < a.decree_count[i]; ++k) {
        if (a.face_down_at(c, k)) {
          a.face_down = static_cast<std::uint16_t>(a.face_down & ~(1U << (c * kMaxDecreesPerChamber + k)));
          emit(events, EventType::DecreeRevealed, kNone, a.decrees[i][static_cast<std::size_t>(k)], static_cast<std::uint8_t>(c));
        }
      }
    }
    const Player now = a.cubes[0][i] > a.cubes[1][i] ? 0 : a.cubes[1][i] > a.cubes[0][i] ? 1 : kNone;
    if (now != a.controller[i]) {
      a.controller[i] = now;
      emit(events, EventType::ChamberControl, now, static_cast<std::uint8_t>(c));
    }
  }
  a.controlled = controlled_decrees(a);
  // Decree 9: the pawn follows the shields each player holds through the Decrees; a
  // shield lost moves it back towards its former holder (the opponent's pawn step).
  for (Player p = 0; p < 2 && s.phase != Phase::GameOver; ++p) {
    const int held = decree_amount(s, p, DecreeKind::Shields);
    const int before = a.decree_shields[p];
    a.decree_shields[p] = static_cast<std::uint8_t>(held);
    if (held > before) move_conflict_pawn(s, p, held - before, events);
    if (held < before) move_conflict_pawn(s, opponent(p), before - held, events);
  }
  if (s.phase == Phase::GameOver) return;
  for (Player p = 0; p < 2; ++p) {
    if (std::all_of(a.controller.begin(), a.controller.end(), [p](Player c) { return c == p; }))
      return end_game(s, p, VictoryType::Political, events);
  }
}

void move_decree(GameState& s, Player p, int from, int position, int to, EventLog* events) {
  AgoraState& ag = s.agora;
  auto& source = ag.decrees[static_cast<std::size_t>(from)];
  const DecreeId d = source[static_cast<std::size_t>(position)];
  const bool was_down = ag.face_down_at(from, position);
  // Close up the source Chamber (its face-down bits with it).
  for (int i = position; i + 1 < ag.decree_count[static_cast<std::size_t>(from)]; ++i) {
    source[static_cast<std::size_t>(i)] = source[static_cast<std::size_t>(i + 1)];
    const bool down = ag.face_down_at(from, i + 1);
    const unsigned bit = 1U << (from * kMaxDecreesPerChamber + i);
    ag.face_down = static_cast<std::uint16_t>(down ? ag.face_down | bit : ag.face_down & ~bit);
  }
  const int last = --ag.decree_count[static_cast<std::size_t>(from)];
  source[static_cast<std::size_t>(last)] = kNone;
  ag.face_down = static_cast<std::uint16_t>(ag.face_down & ~(1U << (from * kMaxDecreesPerChamber + last)));
  ag.decrees[static_cast<std::size_t>(to)][ag.decree_count[static_cast<std::size_t>(to)]++] = d;
  if (was_down) emit(events, EventType::DecreeRevealed, kNone, d, static_cast<std::uint8_t>(from));
  emit(events, EventType::DecreeMoved, p, d, static_cast<std::uint8_t>(to));
  senate_changed(s, events);
}

void draw_conspiracies(GameState& s) {
  AgoraState& a = s.agora;
  if (a.drawn_count > 0) return;
  const int n = std::min<int>({s.rules().agora->conspiracies_drawn, a.deck_count, 2});
  std::copy_n(a.deck.begin(), n, a.drawn.begin());
  std::copy(a.deck.begin() + n, a.deck.begin() + a.deck_count, a.deck.begin());
  a.deck_count = static_cast<std::uint8_t>(a.deck_count - n);
  std::fill(a.deck.begin() + a.deck_count, a.deck.end(), kNone);
  a.drawn_count = static_cast<std::uint8_t>(n);
}

void keep_conspiracy(GameState& s, Player p, ConspiracyId kept, std::uint8_t where, EventLog* events) {
  AgoraState& ag = s.agora;
  ConspiracyHand& h = ag.hands[p];
  for (int i = 0; i < ag.drawn_count; ++i) {
    const ConspiracyId c = ag.drawn[static_cast<std::size_t>(i)];
    if (where == 2 || c == kept) {
      if (h.count >= kMaxConspiracies) continue;
      h.ids[h.count] = c;
      h.tucked[h.count] = kNone;
      ++h.count;
      continue;
    }
    if (where == 0) {  // on top
      std::copy_backward(ag.deck.begin(), ag.deck.begin() + ag.deck_count, ag.deck.begin() + ag.deck_count + 1);
      ag.deck[0] = c;
    } else {
      ag.deck[ag.deck_count] = c;
    }
    ++ag.deck_count;
  }
  ag.drawn.fill(kNone);
  ag.drawn_count = 0;
  emit(events, EventType::ConspiracyKept, p, kept, where);
}

void obscure_token(GameState& s, Player p, TokenId t, EventLog* events) {
  const Player rival = opponent(p);
  remove_token_from_board(s, t);
  const bool from_box = remove_token_from_box(s, t);
  // p looked at the box: they know which tokens lie there.
  for (int i = 0; i < s.box_token_count; ++i) s.knowledge[p].box_tokens |= 1U << s.box_tokens[static_cast<std::size_t>(i)];
  if (s.cities[rival].progress >> t & 1) remove_token_from_city(s, rival, t);
  s.agora.obscured = t;
  s.agora.obscured_by = p;
  s.agora.obscured_from_box = from_box;
  emit(events, EventType::TokenObscured, p, t, from_box ? 1 : 0);
}

}  // namespace duel::detail
