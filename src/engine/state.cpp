// Game flow: the Wonder selection, the Ages and their structures, turns (construct,
// discard, Wonder), sub-decisions, reveals, replays and the end of the game.
#include "duel/state.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "duel/check.hpp"
#include "duel/decisions.hpp"
#include "duel/payment.hpp"
#include "duel/scoring.hpp"
#include "decisions/decision_support.hpp"
#include "modules.hpp"
#include "state_internal.hpp"

namespace duel {
using namespace detail;

void detail::start_age(GameState& s, int age, EventLog* events) {
  const StructureLayout& layout = s.rules().layouts[static_cast<std::size_t>(age - 1)];
  s.age = static_cast<std::uint8_t>(age);
  s.slot_count_ = static_cast<std::uint8_t>(layout.slots.size());
  s.slots = s.age_decks[static_cast<std::size_t>(age - 1)];
  s.present = s.slot_count_ >= 32 ? 0xffffffffU : (1U << s.slot_count_) - 1;
  s.refresh_accessible();
  s.face_up = 0;
  for (int i = 0; i < s.slot_count_; ++i) {
    if (layout.slots[static_cast<std::size_t>(i)].face_up) s.face_up |= 1U << i;
  }
  s.face_up |= s.accessible_slots();
  emit(events, EventType::AgeBegan, kNone, static_cast<std::uint8_t>(age));
  modules::age_began(s, events);
}

void detail::reveal_accessible(GameState& s, EventLog* events) {
  const std::uint32_t newly = s.accessible_slots() & ~s.face_up;
  s.face_up |= newly;
  for (std::uint32_t bits = newly; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    emit(events, EventType::CardRevealed, kNone, s.slots[static_cast<std::size_t>(slot)], static_cast<std::uint8_t>(slot));
  }
}

namespace {

void end_civilian(GameState& s, EventLog* events) {
  const ScoreSheet a = score_sheet(s, 0), b = score_sheet(s, 1);
  if (a.total() != b.total()) return end_game(s, a.total() > b.total() ? 0 : 1, VictoryType::Civilian, events);
  const int blue_a = a[ScoreCategory::Blue], blue_b = b[ScoreCategory::Blue];
  if (blue_a != blue_b) return end_game(s, blue_a > blue_b ? 0 : 1, VictoryType::Civilian, events);
  end_game(s, kNone, VictoryType::Shared, events);
}

// The Age's last card was taken: score Age III, or lay out the next Age and let the
// player with the weaker military (or who took the last card) choose who starts.
void end_age(GameState& s, EventLog* events) {
  if (s.replay) emit(events, EventType::ReplayLost, s.current);
  s.replay = false;
  if (s.age == kAges) return end_civilian(s, events);
  start_age(s, s.age + 1, events);
  const Player chooser = s.conflict_pawn > 0 ? 1 : s.conflict_pawn < 0 ? 0 : s.last_card_player;
  s.phase = Phase::ChooseFirstPlayer;
  s.current = chooser;
}

// Makes the top pending decision current. One that offers nothing now (an earlier one
// took the last such card or token) is skipped (rulings 4); returns false when none is left.
// Inlined into continue_turn: it runs after every move.
[[gnu::always_inline]] inline bool enter_pending(GameState& s) {
  while (!s.pending.empty()) {
    const DecisionFrame& next = s.pending.top();
    s.phase = next.kind;
    s.current = next.player;
    if (next.kind == Phase::ChooseProgress && next.detail != kNone) draw_from_box(s, next.detail);
    modules::decision_entered(s, next);  // a Divinity placement or a conspire draws its cards
    if (decision_kind(next.kind).has_choice(s, next)) return true;
    s.pending.pop();
  }
  return false;
}

// The turn after next: the same player again (a replay), or the opponent.
void next_turn(GameState& s, EventLog* events) {
  if (s.replay) {
    s.replay = false;
    emit(events, EventType::ReplayTurn, s.current);
    start_turn(s, s.current, events);
  } else {
    start_turn(s, opponent(s.current), events);
  }
}

// The steps after a turn's action (docs/engine.md, "Decisions and turn steps"). The
// action (step 2) ran its effects in their data order (step 3, state_effects.cpp), which
// left their decisions on the stack; each is resolved (and comes back here) before the
// later steps: tokens on uncovered cards, reveals, the end of the Age, the next turn.
void continue_turn(GameState& s, EventLog* events) {
  if (s.phase == Phase::GameOver) return;
  if (enter_pending(s)) return;
  if (s.age == 0) return resume_selection(s, events);  // Agora's Wonders act when picked
  // Agora: a Conspiracy triggered before the action was resolved; the cards it took from
  // the structure go through steps 4 and 5 as an action's would, then the action comes.
  const Player before_action = s.agora.before_action;
  s.phase = Phase::Play;
  s.current = before_action != kNone ? before_action : s.last_card_player;
  // Step 4, the modules' tokens on the uncovered cards (Pantheon's): a Mythology token's
  // placement is decided before the cards are turned face up (and comes back here).
  if (modules::cards_uncovered(s, s.current, events) && enter_pending(s)) return;
  reveal_accessible(s, events);
  s.agora.before_action = kNone;
  if (s.present == 0) return end_age(s, events);
  if (before_action != kNone) {
    s.phase = Phase::Play;
    s.current = before_action;
    return;
  }
  next_turn(s, events);
}

}  // namespace

GameState::GameState(const Rules& rules, const Setup& setup) : rules_(&rules) {
  const Constants& k = rules.constants;
  wonder_order.fill(kNone);
  wonder_order_count = static_cast<std::uint8_t>(std::min<std::size_t>(setup.wonders.size(), kMaxWonders));
  std::copy_n(setup.wonders.begin(), wonder_order_count, wonder_order.begin());
  board_tokens.fill(kNone);
  board_token_count = static_cast<std::uint8_t>(std::min<std::size_t>(setup.board_tokens.size(), board_tokens.size()));
  std::copy_n(setup.board_tokens.begin(), board_token_count, board_tokens.begin());
  box_tokens.fill(kNone);
  box_token_count = static_cast<std::uint8_t>(std::min<std::size_t>(setup.box_tokens.size(), box_tokens.size()));
  std::copy_n(setup.box_tokens.begin(), box_token_count, box_tokens.begin());
  drawn_tokens.fill(kNone);
  slots.fill(kNone);
  discard_pile.fill(kNone);
  for (std::size_t a = 0; a < kAges; ++a) {
    age_decks[a].fill(kNone);
    std::copy_n(setup.ages[a].begin(), std::min<std::size_t>(setup.ages[a].size(), kMaxSlots), age_decks[a].begin());
  }
  for (CardId c : setup.removed) removed.insert(c);
  for (std::size_t z = 0; z < rules.military.zones.size(); ++z) {
    if (rules.military.zones[z].token_coins > 0) military_tokens |= static_cast<std::uint16_t>((1U << z) | (1U << (8 + z)));
  }
  for (City& c : cities) c.coins = k.starting_coins;
  detail::modules::setup(*this, setup);
  if (setup.options.first_game_wonders) {
    for (Player p = 0; p < 2; ++p) {
      for (int i = 0; i < kWondersPerPlayer; ++i) cities[p].wonders[i] = wonder_order[p * kWondersPerPlayer + i];
      cities[p].wonder_count = kWondersPerPlayer;
    }
    selection_step = 2 * kWondersPerPlayer;
    wonders_picked = 0xff;
    start_age(*this, 1, nullptr);
    start_turn(*this, 0, nullptr);
  }
}

// Only the slots the removed card covered can become accessible.
void GameState::remove_from_structure(int slot) {
  const StructureLayout& layout = rules_->layouts[age - 1];
  present &= ~(1U << slot);
  accessible &= ~(1U << slot);
  for (std::uint32_t bits = layout.slots[static_cast<std::size_t>(slot)].covers & present; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    if ((layout.slots[static_cast<std::size_t>(i)].covered_by & present) == 0) accessible |= 1U << i;
  }
}

void GameState::refresh_accessible() {
  accessible = 0;
  if (age == 0) return;  // no structure during the Wonder selection
  const StructureLayout& layout = rules_->layouts[age - 1];
  for (std::uint32_t bits = present; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    if ((layout.slots[static_cast<std::size_t>(i)].covered_by & present) == 0) accessible |= 1U << i;
  }
}

int GameState::trade_price(Player p, Resource r) const {
  return unit_prices(*this, p)[static_cast<std::size_t>(r)];
}

bool GameState::token_on_board(TokenId t) const {
  return std::find(board_tokens.begin(), board_tokens.begin() + board_token_count, t) != board_tokens.begin() + board_token_count;
}

bool GameState::military_token_present(Player side, int zone) const { return military_tokens >> (side * 8 + zone) & 1; }

// The Play kind is named directly rather than looked up: nine moves in ten are its,
// and the lookup's indirect calls cost the bench about 0.5% of its instructions.
static const DecisionKind& kind_of(Phase phase) {
  return phase == Phase::Play ? kPlayDecision : decision_kind(phase);
}

void GameState::legal_actions(ActionList& out) const {
  out.count = 0;
  kind_of(phase).legal_actions(*this, out);
}

bool GameState::is_legal(const Action& a) const { return kind_of(phase).is_legal(*this, a); }

bool GameState::apply(const Action& a, EventLog* events) {
  [[maybe_unused]] const detail::CheckAfterApply check_on_return{*this};  // debug builds only
  const Applied applied = kind_of(phase).apply(*this, a, events);
  if (applied == Applied::Resolved) continue_turn(*this, events);
  return applied != Applied::Refused;
}

namespace detail {

// Turn step 1, before the action: the modules' optional step (Agora's Conspiracy trigger,
// a decision for `p` when one of their prepared Conspiracies can have an effect); nothing
// in the base game.
void start_turn(GameState& s, Player p, EventLog*) {
  s.phase = Phase::Play;
  s.current = p;
  modules::turn_began(s, p);
}

// The loader keeps the data within DecisionStack::kCapacity (see its bound); more would
// lose a decision, so it stops here rather than go on silently.
void push_pending(GameState& s, Phase phase, Player p, std::uint8_t detail, DecisionSource source) {
  if (!s.pending.push(DecisionFrame{phase, p, source, detail, 1})) std::abort();
}

}  // namespace detail

}  // namespace duel
