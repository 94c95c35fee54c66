// check(): the state's derived totals recomputed from the holdings (the same
// recompute_city that rebuilds a city after a card leaves it) and compared, then where
// each card, Wonder and Progress token is.
#include "duel/check.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstdio>
#include <vector>

#include "check_report.hpp"
#include "modules.hpp"
#include "state_internal.hpp"

namespace duel {
namespace {

using detail::player_name;
using Report = detail::CheckReport;

void check_city_totals(const GameState& s, Player p, Report& report) {
  const Rules& rules = s.rules();
  const City& kept = s.cities[p];
  GameState rebuilt_state = s;
  detail::recompute_city(rules, rebuilt_state, p);
  const City& fresh = rebuilt_state.cities[p];
  const std::string who = player_name(p);
  for (int r = 0; r < kResourceCount; ++r) {
    const std::string resource(resource_name(static_cast<Resource>(r)));
    report.compare(who, "production of " + resource, kept.production[r], fresh.production[r]);
    report.compare(who, "trade production of " + resource, kept.trade_production[r], fresh.trade_production[r]);
    report.compare(who, "fixed price of " + resource, kept.fixed_price[r], fresh.fixed_price[r]);
  }
  // "One of" producers are kept in the order they came; compare them as a multiset.
  report.compare(who, "the number of \"one of\" producers", kept.one_of_count, fresh.one_of_count);
  if (report.ok() && kept.one_of_count <= kept.one_of.size()) {
    auto a = kept.one_of, b = fresh.one_of;
    std::sort(a.begin(), a.begin() + kept.one_of_count);
    std::sort(b.begin(), b.begin() + kept.one_of_count);
    if (!std::equal(a.begin(), a.begin() + kept.one_of_count, b.begin())) {
      report.fail(who + ": the \"one of\" producers differ from those of its cards, Wonders and tokens");
    }
  }
  for (int c = 0; c < kColorCount; ++c) {
    report.compare(who, std::string(color_name(static_cast<Color>(c))) + " card count", kept.color_count[c],
                   fresh.color_count[c]);
  }
  report.compare(who, "chain symbols (mask)", kept.chains, fresh.chains);
  for (int sym = 0; sym < kScienceCount; ++sym) {
    const std::string symbol(science_name(static_cast<Science>(sym)));
    report.compare(who, symbol + " symbols", kept.science[sym], fresh.science[sym]);
    // A pair is counted exactly when the symbol reaches the pair size (gain_science); with
    // a module whose cards can leave the city (Agora's Coercion), and its pair stays counted: one
    // Progress token per symbol and player in a game.
    const bool paired = kept.science_pairs >> sym & 1;
    const bool reached = kept.science[sym] >= rules.constants.science_pair_size;
    if (paired != reached && !(paired && detail::modules::cards_leave_cities(s))) {
      report.fail(who + ": the " + symbol + " pair is " + (paired ? "" : "not ") + "counted with " +
                  std::to_string(kept.science[sym]) + " such symbols");
    }
  }
  report.compare(who, "Wonder discount", kept.wonder_discount, fresh.wonder_discount);
  report.compare(who, "card discount", kept.color_discount, fresh.color_discount);
  report.compare(who, "card discount colours (mask)", kept.color_discount_colors, fresh.color_discount_colors);
  report.compare(who, "extra shields", kept.shields_bonus, fresh.shields_bonus);
  report.compare(who, "extra shield colours (mask)", kept.shields_bonus_colors, fresh.shields_bonus_colors);
  report.compare(who, "chain bonus coins", kept.chain_bonus_coins, fresh.chain_bonus_coins);
  report.compare(who, "receives trade coins", kept.receives_trade_coins, fresh.receives_trade_coins);
  report.compare(who, "Wonders play again", kept.wonders_play_again, fresh.wonders_play_again);
  if (kept.coins < 0) report.fail(who + ": coins are " + std::to_string(kept.coins));
}

void check_city_wonders(const GameState& s, Player p, Report& report) {
  const City& c = s.cities[p];
  const std::string who = player_name(p);
  if (c.wonder_count > kMaxCityWonders) {
    return report.fail(who + ": holds " + std::to_string(c.wonder_count) + " Wonders, more than the " +
                       std::to_string(kMaxCityWonders) + " a city can hold");
  }
  for (int i = 0; i < kMaxCityWonders; ++i) {
    const std::string where = who + ": Wonder space " + std::to_string(i + 1);
    if (i >= c.wonder_count && (c.wonders[i] != kNone || c.wonder_built(i))) {
      report.fail(where + " is used beyond its " + std::to_string(c.wonder_count) + " Wonders");
    }
    if (c.wonders[i] == kNone && c.wonder_built(i)) report.fail(where + " has a tucked card but no Wonder");
  }
}

// Where every card is: the structure (present slots), the later Ages' decks, the box,
// the discard pile, the cities and under their Wonders.
void check_cards(const GameState& s, Report& report) {
  const Rules& rules = s.rules();
  std::vector<int> seen(rules.cards.size(), 0);
  std::vector<std::string> place(rules.cards.size());
  auto count = [&](CardId card, const std::string& where) {
    if (card == kNone || card >= rules.cards.size()) return report.fail(where + " holds an unknown card");
    if (seen[card]++ > 0) report.fail(rules.cards[card].name + " is both in " + place[card] + " and in " + where);
    place[card] = where;
  };
  for (std::uint32_t bits = s.present; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    count(s.slots[static_cast<std::size_t>(slot)], "structure slot " + std::to_string(slot));
  }
  for (int a = s.age; a < kAges; ++a) {
    for (CardId card : s.age_decks[static_cast<std::size_t>(a)]) {
      if (card != kNone) count(card, "the Age " + std::to_string(a + 1) + " deck");
    }
  }
  s.removed.for_each([&](CardId card) { count(card, "the box"); });
  for (int i = 0; i < s.discard_count; ++i) count(s.discard_pile[static_cast<std::size_t>(i)], "the discard pile");
  for (Player p = 0; p < 2; ++p) {
    const City& c = s.cities[p];
    c.cards.for_each([&](CardId card) { count(card, player_name(p) + "'s city"); });
    for (int i = 0; i < c.wonder_count; ++i) {
      if (c.wonder_built(i)) count(c.wonder_cards[i], "under " + player_name(p) + "'s Wonder");
    }
    const ConspiracyHand& h = s.agora.hands[p];
    for (int i = 0; i < h.count; ++i) {
      if (h.prepared(i)) count(h.tucked[static_cast<std::size_t>(i)], "under " + player_name(p) + "'s Conspiracy");
    }
  }
  for (std::size_t card = 0; card < rules.cards.size() && report.ok(); ++card) {
    if (seen[card] == 0) report.fail(rules.cards[card].name + " is nowhere");
  }
}

// Every Wonder at most once; a city's Wonders were picked in the selection.
void check_wonders(const GameState& s, Report& report) {
  const Rules& rules = s.rules();
  std::vector<int> owners(rules.wonders.size(), 0);
  int picked_in_cities = 0;
  for (Player p = 0; p < 2; ++p) {
    const City& c = s.cities[p];
    check_city_wonders(s, p, report);
    for (int i = 0; i < std::min<int>(c.wonder_count, kMaxCityWonders); ++i) {
      const WonderId w = c.wonders[i];
      if (w == kNone) continue;
      ++picked_in_cities;
      if (w >= rules.wonders.size()) return report.fail(player_name(p) + " holds an unknown Wonder");
      if (owners[w]++ > 0) report.fail(rules.wonders[w].name + " is in two places");
      const auto order_end = s.wonder_order.begin() + s.wonder_order_count;
      const auto it = std::find(s.wonder_order.begin(), order_end, w);
      if (it == order_end || !(s.wonders_picked >> (it - s.wonder_order.begin()) & 1)) {
        report.fail(player_name(p) + " holds " + rules.wonders[w].name + ", which was not picked in the selection");
      }
    }
  }
  const int picked = std::popcount(static_cast<unsigned>(s.wonders_picked));
  // Wonders leave the cities only for the box, and only after the selection.
  const bool selecting = s.phase == Phase::WonderSelection;
  if (picked != s.selection_step || picked_in_cities > picked || (selecting && picked_in_cities != picked)) {
    report.fail("the selection is at step " + std::to_string(s.selection_step) + " but " + std::to_string(picked) +
                " Wonders are marked picked and the cities hold " + std::to_string(picked_in_cities));
  }
  const int built = s.wonders_built_total();
  if (built > s.rules().constants.wonder_limit) {
    report.fail(std::to_string(built) + " Wonders are built, over the limit of " +
                std::to_string(s.rules().constants.wonder_limit));
  }
}

// Every Progress token in exactly one of: the board, the box, a city.
void check_tokens(const GameState& s, Report& report) {
  const Rules& rules = s.rules();
  std::vector<int> seen(rules.progress_tokens.size(), 0);
  auto count = [&](TokenId t, const std::string& where) {
    if (t >= rules.progress_tokens.size()) return report.fail(where + " holds an unknown Progress token");
    if (seen[t]++ > 0) report.fail(rules.progress_tokens[t].name + " is in two places (one is " + where + ")");
  };
  for (int i = 0; i < s.board_token_count; ++i) {
    if (s.board_tokens[static_cast<std::size_t>(i)] != kNone) count(s.board_tokens[static_cast<std::size_t>(i)], "the board");
  }
  for (int i = 0; i < s.box_token_count; ++i) count(s.box_tokens[static_cast<std::size_t>(i)], "the box");
  for (int i = 0; i < s.pantheon.divinity_token_count; ++i) count(s.pantheon.divinity_tokens[static_cast<std::size_t>(i)], "a Divinity");
  if (s.agora.obscured != kNone) count(s.agora.obscured, "Obscurantism");
  for (Player p = 0; p < 2; ++p) {
    for (std::uint32_t bits = s.cities[p].progress; bits != 0; bits &= bits - 1) {
      count(static_cast<TokenId>(std::countr_zero(bits)), player_name(p) + "'s city");
    }
  }
  for (std::size_t t = 0; t < rules.progress_tokens.size() && report.ok(); ++t) {
    if (seen[t] == 0) report.fail(rules.progress_tokens[t].name + " is nowhere");
  }
  const auto box_end = s.box_tokens.begin() + s.box_token_count;
  for (int i = 0; i < s.drawn_token_count; ++i) {
    if (std::find(s.box_tokens.begin(), box_end, s.drawn_tokens[static_cast<std::size_t>(i)]) == box_end) {
      report.fail("a Progress token drawn by the Great Library is not in the box");
    }
  }
}

// The structure: accessible = present slots no present card covers; face up at least
// where accessible once the turn's reveals are done (the Play phase).
void check_structure(const GameState& s, Report& report) {
  if (s.age == 0) return;
  const StructureLayout& layout = s.rules().layouts[static_cast<std::size_t>(s.age - 1)];
  const std::uint32_t all = s.slot_count() >= 32 ? 0xffffffffU : (1U << s.slot_count()) - 1;
  if (s.slot_count() != static_cast<int>(layout.slots.size()) || (s.present & ~all) != 0) {
    return report.fail("the structure uses slots the Age " + std::to_string(s.age) + " layout does not have");
  }
  GameState fresh = s;
  fresh.refresh_accessible();
  if (fresh.accessible != s.accessible) {
    report.fail("accessible slots (mask " + std::to_string(s.accessible) + ") differ from the uncovered ones (mask " +
                std::to_string(fresh.accessible) + ")");
  }
  if (s.phase == Phase::Play && (s.accessible & ~s.face_up) != 0) {
    report.fail("accessible slot " + std::to_string(std::countr_zero(s.accessible & ~s.face_up)) + " is face down");
  }
}

}  // namespace

std::string check(const GameState& s) {
  Report report;
  for (Player p = 0; p < 2; ++p) check_city_totals(s, p, report);
  check_wonders(s, report);
  check_cards(s, report);
  check_tokens(s, report);
  check_structure(s, report);
  report.fail(detail::modules::check(s));  // the modules' parts
  if (std::abs(s.conflict_pawn) > s.rules().military.capital) {
    report.fail("the Conflict pawn is at " + std::to_string(s.conflict_pawn) + ", beyond a capital");
  }
  return report.first;
}

#ifndef NDEBUG
detail::CheckAfterApply::~CheckAfterApply() {
  const std::string problem = check(state);
  if (problem.empty()) return;
  std::fprintf(stderr, "inconsistent game state after apply: %s\n", problem.c_str());
  std::abort();
}
#endif

}  // namespace duel
