// Game flow: the Wonder selection, the Ages and their structures, turns (construct,
// discard, Wonder), sub-decisions, reveals, replays and the end of the game.
#include "duel/state.hpp"

#include <algorithm>
#include <bit>

#include "duel/check.hpp"
#include "duel/payment.hpp"
#include "duel/scoring.hpp"
#include "state_internal.hpp"

namespace duel {
using namespace detail;

namespace {

// Who picks at each step of the Wonder selection: A B B A, then B A A B.
Player selection_picker(int step) {
  const int k = step % 4;
  const Player first_round_picker = (k == 0 || k == 3) ? 0 : 1;
  return static_cast<Player>(first_round_picker ^ (step / 4));
}

void start_age(GameState& s, int age, EventLog* events) {
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
}

void reveal_accessible(GameState& s, EventLog* events) {
  const std::uint32_t newly = s.accessible_slots() & ~s.face_up;
  s.face_up |= newly;
  for (std::uint32_t bits = newly; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    emit(events, EventType::CardRevealed, kNone, s.slots[static_cast<std::size_t>(slot)], static_cast<std::uint8_t>(slot));
  }
}

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

// The Great Library's draw: the first tokens of the box (fewer if fewer remain, rulings 5).
void draw_from_box(GameState& s, int count) {
  s.drawn_token_count = static_cast<std::uint8_t>(std::min<int>(count, s.box_token_count));
  std::copy_n(s.box_tokens.begin(), s.drawn_token_count, s.drawn_tokens.begin());
}

// Whether the current sub-decision offers anything to choose.
bool has_choice(const GameState& s) {
  const GameState::Pending& decision = s.pending[s.pending_count - 1];
  switch (s.phase) {
    case Phase::ChooseProgress: return decision.detail != kNone ? s.drawn_token_count > 0 : tokens_left_on_board(s);
    case Phase::DiscardOpponentCard:
      return s.cities[opponent(s.current)].color_count[decision.detail] > 0;
    case Phase::ConstructFromDiscard: return s.discard_count > 0;
    default: return true;
  }
}

// Makes the top pending decision current. One that offers nothing now (an earlier one
// took the last such card or token) is skipped (rulings 4); returns false when none is left.
bool enter_pending(GameState& s) {
  while (s.pending_count > 0) {
    const GameState::Pending& next = s.pending[s.pending_count - 1];
    s.phase = next.phase;
    s.current = next.player;
    if (next.phase == Phase::ChooseProgress && next.detail != kNone) draw_from_box(s, next.detail);
    if (has_choice(s)) return true;
    --s.pending_count;
  }
  return false;
}

// After an action: hand over to the next sub-decision, or end the turn.
void continue_turn(GameState& s, EventLog* events) {
  if (s.phase == Phase::GameOver) return;
  if (enter_pending(s)) return;
  s.phase = Phase::Play;
  s.current = s.last_card_player;
  reveal_accessible(s, events);
  if (s.present == 0) return end_age(s, events);
  if (s.replay) {
    s.replay = false;
    emit(events, EventType::ReplayTurn, s.current);
  } else {
    s.current = opponent(s.current);
  }
}

// Insertion sort for the few ids of an action list.
void sort_small(std::uint8_t* ids, int n) {
  for (int i = 1; i < n; ++i) {
    const std::uint8_t v = ids[i];
    int j = i;
    for (; j > 0 && ids[j - 1] > v; --j) ids[j] = ids[j - 1];
    ids[j] = v;
  }
}

// The accessible slot holding `card`, or -1.
int accessible_slot_of(const GameState& s, CardId card) {
  for (std::uint32_t bits = s.accessible; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    if (s.slots[static_cast<std::size_t>(i)] == card) return i;
  }
  return -1;
}

int wonder_index(const City& c, WonderId w) {
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] == w && w != kNone) return i;
  }
  return -1;
}

// Pays a cost; with Economy, the part paid for trading goes to the opponent.
void pay(GameState& s, Player p, int total, int trade_coins) {
  s.cities[p].coins = static_cast<std::int32_t>(s.cities[p].coins - total);
  if (trade_coins > 0 && s.cities[opponent(p)].receives_trade_coins) {
    s.cities[opponent(p)].coins = static_cast<std::int32_t>(s.cities[opponent(p)].coins + trade_coins);
  }
}

// Pays `coins` for a card or Wonder; with Economy the opponent receives the trading
// part (rulings 8), which needs the full breakdown.
template <typename Id>
void pay_cost(GameState& s, Player p, Id id, int coins, Payment (*full)(const GameState&, Player, Id)) {
  const int trade = s.cities[opponent(p)].receives_trade_coins ? full(s, p, id).trade_coins : 0;
  pay(s, p, coins, trade);
}

void do_construct(GameState& s, Player p, CardId card, int coins, EventLog* events) {
  const CardDef& def = s.rules().cards[card];
  const bool chain = def.free_with != kNone && (s.cities[p].chains >> def.free_with & 1);
  pay_cost<CardId>(s, p, card, coins, card_payment);
  emit(events, EventType::CardConstructed, p, card, chain ? 1 : 0, coins);
  construct_card(s, p, card, chain, events);
}

void do_discard(GameState& s, Player p, CardId card, EventLog* events) {
  const int coins = discard_value(s, p);
  s.discard_pile[s.discard_count++] = card;
  emit(events, EventType::CardDiscarded, p, card, kNone, coins);
  gain_coins(s, p, coins, nullptr);
}

void do_build_wonder(GameState& s, Player p, CardId card, WonderId wonder, int coins, EventLog* events) {
  City& c = s.cities[p];
  const int index = wonder_index(c, wonder);
  pay_cost<WonderId>(s, p, wonder, coins, wonder_payment);
  c.wonder_cards[index] = card;
  const WonderDef& def = s.rules().wonders[wonder];
  add_lasting_effects(c, def.effects, false);
  emit(events, EventType::WonderBuilt, p, wonder, card, coins);
  if (def.effects.play_again || c.wonders_play_again) s.replay = true;
  // The 7-Wonder limit: the last unbuilt Wonder goes back to the box.
  if (s.wonders_built_total() >= s.rules().constants.wonder_limit) {
    for (Player q = 0; q < 2; ++q) {
      City& city = s.cities[q];
      for (int i = 0; i < city.wonder_count; ++i) {
        if (city.wonders[i] != kNone && !city.wonder_built(i)) {
          emit(events, EventType::WonderToBox, q, city.wonders[i]);
          city.wonders[i] = kNone;
        }
      }
    }
  }
  apply_instant_effects(s, p, def.effects, false, events);
}

void remove_from_discard(GameState& s, CardId card) {
  auto* end = s.discard_pile.data() + s.discard_count;
  auto* it = std::find(s.discard_pile.data(), end, card);
  if (it == end) return;
  std::copy(it + 1, end, it);
  --s.discard_count;
}

void resolve_choose_progress(GameState& s, Player p, TokenId token, bool drawn, EventLog* events) {
  if (drawn) {
    // The Great Library: the chosen token leaves the box, the others stay in it.
    auto* end = s.box_tokens.data() + s.box_token_count;
    auto* it = std::find(s.box_tokens.data(), end, token);
    if (it != end) {
      std::copy(it + 1, end, it);
      --s.box_token_count;
    }
    s.drawn_token_count = 0;
  } else {
    for (int i = 0; i < s.board_token_count; ++i) {
      if (s.board_tokens[static_cast<std::size_t>(i)] == token) s.board_tokens[static_cast<std::size_t>(i)] = kNone;
    }
  }
  take_progress_token(s, p, token, events);
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
  if (setup.options.first_game_wonders) {
    for (Player p = 0; p < 2; ++p) {
      for (int i = 0; i < kWondersPerPlayer; ++i) cities[p].wonders[i] = wonder_order[p * kWondersPerPlayer + i];
      cities[p].wonder_count = kWondersPerPlayer;
    }
    selection_step = 2 * kWondersPerPlayer;
    wonders_picked = 0xff;
    start_age(*this, 1, nullptr);
    phase = Phase::Play;
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

void GameState::legal_actions(ActionList& out) const {
  out.count = 0;
  const Player p = current;
  const City& city = cities[p];
  switch (phase) {
    case Phase::WonderSelection: {
      const int round = selection_step / 4;
      std::array<WonderId, 4> offer{};
      int n = 0;
      for (int i = round * 4; i < round * 4 + 4 && i < wonder_order_count; ++i) {
        if (!(wonders_picked >> i & 1)) offer[static_cast<std::size_t>(n++)] = wonder_order[static_cast<std::size_t>(i)];
      }
      sort_small(offer.data(), n);
      for (int i = 0; i < n; ++i) out.push({ActionType::PickWonder, offer[static_cast<std::size_t>(i)], kNone});
      break;
    }
    case Phase::Play: {
      std::array<CardId, kMaxSlots> cards{};
      int n = 0;
      for (std::uint32_t bits = accessible_slots(); bits != 0; bits &= bits - 1) {
        cards[static_cast<std::size_t>(n++)] = slots[static_cast<std::size_t>(std::countr_zero(bits))];
      }
      sort_small(cards.data(), n);
      const UnitPrices prices = unit_prices(*this, p);
      for (int i = 0; i < n; ++i) {
        if (card_coin_cost(*this, p, cards[i], prices) <= city.coins) out.push({ActionType::Construct, cards[i], kNone});
      }
      for (int i = 0; i < n; ++i) out.push({ActionType::Discard, cards[i], kNone});
      if (wonders_built_total() >= rules_->constants.wonder_limit) break;
      std::array<WonderId, kMaxCityWonders> affordable{};
      int m = 0;
      for (int w = 0; w < city.wonder_count; ++w) {
        if (city.wonders[w] != kNone && !city.wonder_built(w) && wonder_coin_cost(*this, p, city.wonders[w], prices) <= city.coins) {
          affordable[static_cast<std::size_t>(m++)] = city.wonders[w];
        }
      }
      sort_small(affordable.data(), m);
      for (int i = 0; i < n; ++i) {
        for (int w = 0; w < m; ++w) out.push({ActionType::BuildWonder, cards[i], affordable[static_cast<std::size_t>(w)]});
      }
      break;
    }
    case Phase::ChooseProgress: {
      const bool drawn = pending[pending_count - 1].detail != kNone;
      std::array<TokenId, kMaxTokens> tokens{};
      int n = 0;
      const int count = drawn ? drawn_token_count : board_token_count;
      for (int i = 0; i < count; ++i) {
        const TokenId t = drawn ? drawn_tokens[static_cast<std::size_t>(i)] : board_tokens[static_cast<std::size_t>(i)];
        if (t != kNone) tokens[static_cast<std::size_t>(n++)] = t;
      }
      sort_small(tokens.data(), n);
      for (int i = 0; i < n; ++i) out.push({ActionType::ChooseProgress, tokens[static_cast<std::size_t>(i)], kNone});
      break;
    }
    case Phase::DiscardOpponentCard: {
      const std::uint8_t color = pending[pending_count - 1].detail;
      cities[opponent(p)].cards.for_each([&](CardId c) {
        if (static_cast<std::uint8_t>(rules_->cards[c].color) == color) out.push({ActionType::DiscardOpponentCard, c, kNone});
      });
      break;
    }
    case Phase::ConstructFromDiscard: {
      CardSet pile;
      for (int i = 0; i < discard_count; ++i) pile.insert(discard_pile[static_cast<std::size_t>(i)]);
      pile.for_each([&](CardId c) { out.push({ActionType::ConstructFromDiscard, c, kNone}); });
      break;
    }
    case Phase::ChooseFirstPlayer:
      out.push({ActionType::ChooseFirstPlayer, 0, kNone});
      out.push({ActionType::ChooseFirstPlayer, 1, kNone});
      break;
    case Phase::GameOver: break;
  }
}

int GameState::play_cost(const Action& a) const {
  const City& city = cities[current];
  if (phase != Phase::Play || a.card == kNone || accessible_slot_of(*this, a.card) < 0) return -1;
  int coins = -1;
  switch (a.type) {
    case ActionType::Construct:
      if (a.wonder == kNone) coins = card_coin_cost(*this, current, a.card);
      break;
    case ActionType::Discard: return a.wonder == kNone ? 0 : -1;
    case ActionType::BuildWonder: {
      const int w = wonder_index(city, a.wonder);
      if (w >= 0 && !city.wonder_built(w) && wonders_built_total() < rules_->constants.wonder_limit) {
        coins = wonder_coin_cost(*this, current, a.wonder);
      }
      break;
    }
    default: break;
  }
  return coins <= city.coins ? coins : -1;
}

bool GameState::is_legal(const Action& a) const {
  if (phase == Phase::Play) return play_cost(a) >= 0;
  ActionList list;
  legal_actions(list);
  return std::find(list.begin(), list.end(), a) != list.end();
}

bool GameState::apply(const Action& a, EventLog* events) {
  [[maybe_unused]] const detail::CheckAfterApply check_on_return{*this};  // debug builds only
  const int cost = phase == Phase::Play ? play_cost(a) : 0;
  if (cost < 0 || (phase != Phase::Play && !is_legal(a))) return false;
  const Player p = current;
  switch (a.type) {
    case ActionType::PickWonder: {
      for (int i = 0; i < wonder_order_count; ++i) {
        if (wonder_order[static_cast<std::size_t>(i)] == a.card) wonders_picked = static_cast<std::uint16_t>(wonders_picked | (1U << i));
      }
      City& c = cities[p];
      c.wonders[c.wonder_count++] = a.card;
      emit(events, EventType::WonderPicked, p, a.card);
      ++selection_step;
      if (selection_step < 2 * kWondersPerPlayer) {
        current = selection_picker(selection_step);
      } else {
        start_age(*this, 1, events);
        phase = Phase::Play;
        current = 0;
      }
      return true;
    }
    case ActionType::Construct:
    case ActionType::Discard:
    case ActionType::BuildWonder: {
      remove_from_structure(accessible_slot_of(*this, a.card));
      last_card_player = p;
      if (a.type == ActionType::Construct) do_construct(*this, p, a.card, cost, events);
      if (a.type == ActionType::Discard) do_discard(*this, p, a.card, events);
      if (a.type == ActionType::BuildWonder) do_build_wonder(*this, p, a.card, a.wonder, cost, events);
      break;
    }
    case ActionType::ChooseProgress: {
      const bool drawn = pending[--pending_count].detail != kNone;
      resolve_choose_progress(*this, p, a.card, drawn, events);
      break;
    }
    case ActionType::DiscardOpponentCard: {
      --pending_count;
      const Player rival = opponent(p);
      cities[rival].cards.erase(a.card);
      recompute_city(*rules_, *this, rival);
      discard_pile[discard_count++] = a.card;
      emit(events, EventType::OpponentCardDiscarded, p, a.card);
      break;
    }
    case ActionType::ConstructFromDiscard: {
      --pending_count;
      remove_from_discard(*this, a.card);
      emit(events, EventType::CardConstructed, p, a.card, 0, 0);
      construct_card(*this, p, a.card, false, events);
      break;
    }
    case ActionType::ChooseFirstPlayer:
      emit(events, EventType::FirstPlayerChosen, p, a.card);
      current = a.card;
      phase = Phase::Play;
      return true;
  }
  continue_turn(*this, events);
  return true;
}

}  // namespace duel
