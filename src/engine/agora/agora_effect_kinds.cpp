// The Agora effect table and the Decree table (agora_rules.hpp AgoraEffectKindDef,
// DecreeKindDef): one row per kind that the base table has no kind for, on
// Conspiracies, Wonders, Progress tokens and Military tokens, with its JSON type and
// parameter, where it may be, its rule, whether it can act now (ruling 22) and its
// words; one row per Decree kind with its JSON type and parameters. Adding a kind is one
// row here (and its AI value and UI glyph, whose tables the compiler checks).
// apply_agora_effects (agora.cpp) calls the rules in data order.
#include <bit>

#include "../effect_kinds.hpp"
#include "agora_internal.hpp"
#include "agora_support.hpp"

namespace duel::detail {
namespace {

using K = AgoraEffectKind;
using T = EffectParamType;
namespace place = agora_place;
constexpr EffectParam kAmount{"amount", T::Number, 1, kMaxSlots};
constexpr EffectParam kColors{"colors", T::ColorSet};  // the cities' colours (no Senator)

// A kind whose whole rule is one decision of `phase` for the player.
template <Phase phase>
void decide(GameState& s, Player p, const AgoraEffect&, EventLog*) {
  push_pending(s, phase, p);
}

bool has_card_of(const GameState& s, Player p, std::uint8_t colors) {
  bool any = false;
  s.cities[p].cards.for_each([&](CardId c) { any = any || (colors >> static_cast<int>(s.rules().cards[c].color) & 1); });
  return any;
}

// Coercion: a colour of `colors` in which both cities have a card.
bool can_swap(const GameState& s, Player p, std::uint8_t colors) {
  for (int c = 0; c < kColorCount; ++c) {
    if ((colors >> c & 1) && s.cities[p].color_count[c] > 0 && s.cities[opponent(p)].color_count[c] > 0) return true;
  }
  return false;
}

bool has_unbuilt_wonder(const City& c) {
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] != kNone && !c.wonder_built(i)) return true;
  }
  return false;
}

bool any_top_row_card(const GameState& s) {
  const StructureLayout& layout = s.rules().layouts[static_cast<std::size_t>(s.age - 1)];
  for (std::uint32_t bits = s.present; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const CardId c = s.slots[static_cast<std::size_t>(i)];
    if (layout.slots[static_cast<std::size_t>(i)].row == 0 && c != kNone && !s.rules().cards[c].is_senator()) return true;
  }
  return false;
}

bool any_treason_card(const GameState& s) {
  bool any = false;
  s.removed.for_each([&](CardId c) { any = any || treason_card(s, c); });
  return any;
}

constexpr AgoraEffectKindDef kAgoraEffectKindTable[] = {
    {.kind = K::PlaceCube,
     .name = "place_cube",
     .places = place::kSenate,
     .act = decide<Phase::PlaceCube>,
     .can_act = [](const GameState& s, Player p, const AgoraEffect&) { return s.agora.supply[p] > 0; },
     .text = [](const AgoraEffect&) { return std::string("Place one of your cubes in any Chamber"); }},
    {.kind = K::MoveCube,
     .name = "move_cube",
     .places = place::kSenate,
     .act = decide<Phase::MoveCube>,
     .can_act = [](const GameState& s, Player p, const AgoraEffect&) { return has_cube(s, p); },
     .text = [](const AgoraEffect&) { return std::string("Then you may move one of your cubes to a neighbouring Chamber"); }},
    {.kind = K::RemoveOpponentCube,
     .name = "remove_opponent_cube",
     .places = place::kSenate,
     .act = decide<Phase::RemoveCube>,
     .can_act = [](const GameState& s, Player p, const AgoraEffect&) { return has_cube(s, opponent(p)); },
     .text = [](const AgoraEffect&) { return std::string("Remove one of your opponent's cubes"); }},
    {.kind = K::Conspire,
     .name = "conspire",
     .places = place::kSenate,
     .act = decide<Phase::KeepConspiracy>,
     .can_act = [](const GameState& s, Player, const AgoraEffect&) { return s.agora.deck_count > 0; },
     .text = [](const AgoraEffect&) { return std::string("Conspire: draw 2 Conspiracies, keep one face down"); }},
    {.kind = K::TriggerUnprepared,
     .name = "trigger_unprepared",
     .places = place::kBuilt,
     .act = [](GameState& s, Player p, const AgoraEffect&, EventLog*) { push_pending(s, Phase::TriggerConspiracy, p, 1); },
     .can_act =
         [](const GameState& s, Player p, const AgoraEffect&) {
           const ConspiracyHand& h = s.agora.hands[p];
           for (int i = 0; i < h.count; ++i) {
             if (!h.prepared(i) && !h.is_triggered(i) && h.ids[static_cast<std::size_t>(i)] != kNone) return true;
           }
           return false;
         },
     .text = [](const AgoraEffect&) { return std::string("You may trigger one of your unprepared Conspiracies"); }},
    {.kind = K::TakeOpponentWonder,
     .name = "take_opponent_wonder",
     .places = place::kTurn,
     .act = decide<Phase::TakeOpponentWonder>,
     .can_act =
         [](const GameState& s, Player p, const AgoraEffect&) {
           return has_unbuilt_wonder(s.cities[opponent(p)]) && s.cities[p].wonder_count < kMaxCityWonders;
         },
     .text = [](const AgoraEffect&) { return std::string("Take one of your opponent's unbuilt Wonders"); }},
    {.kind = K::TakeHalfOpponentCoins,
     .name = "take_half_opponent_coins",
     .places = place::kTurn,
     .act =
         [](GameState& s, Player p, const AgoraEffect&, EventLog* events) {
           const int taken = (s.cities[opponent(p)].coins + 1) / 2;  // rounded up, in the taker's favour
           lose_coins(s, opponent(p), taken, events);
           gain_coins(s, p, taken, events);
         },
     .can_act = [](const GameState& s, Player p, const AgoraEffect&) { return s.cities[opponent(p)].coins > 0; },
     .text = [](const AgoraEffect&) { return std::string("Take half of your opponent's coins (rounded up)"); }},
    {.kind = K::ObscureProgressToken,
     .name = "obscure_progress_token",
     .places = place::kTurn,
     .act = decide<Phase::ObscureToken>,
     .can_act =
         [](const GameState& s, Player p, const AgoraEffect&) {
           return tokens_left_on_board(s) || s.cities[opponent(p)].progress != 0 || s.box_token_count > 0;
         },
     .text = [](const AgoraEffect&) { return std::string("Put a Progress token of the board, your opponent or the box out of the game"); }},
    {.kind = K::ConstructFromTopRow,
     .name = "construct_from_top_row",
     .places = place::kTurn,
     .act = decide<Phase::ConstructTopRow>,
     .can_act = [](const GameState& s, Player, const AgoraEffect&) { return s.age > 0 && any_top_row_card(s); },
     .text = [](const AgoraEffect&) { return std::string("Construct a card of the structure's top row for free (not a Senator)"); }},
    {.kind = K::ConstructFromRemoved,
     .name = "construct_from_removed",
     .places = place::kTurn,
     .act = decide<Phase::ConstructRemoved>,
     .can_act = [](const GameState& s, Player, const AgoraEffect&) { return any_treason_card(s); },
     .text =
         [](const AgoraEffect&) {
           return std::string("Look at the cards removed at setup from the Ages played so far; construct one for free");
         }},
    {.kind = K::ProgressFromWholeBox,
     .name = "progress_from_whole_box",
     .places = place::kTurn,
     .act =
         [](GameState& s, Player p, const AgoraEffect&, EventLog*) {
           push_pending(s, Phase::ChooseProgress, p, static_cast<std::uint8_t>(kMaxTokens));  // every token left in the box
         },
     .can_act = [](const GameState& s, Player, const AgoraEffect&) { return s.box_token_count > 0; },
     .text = [](const AgoraEffect&) { return std::string("Look at every Progress token in the box and take one"); }},
    {.kind = K::DiscardAccessibleCards,
     .name = "discard_accessible_cards",
     .params = {kAmount},
     .param_count = 1,
     .places = place::kTurn,
     .act =
         [](GameState& s, Player p, const AgoraEffect& e, EventLog* events) {
           // Cards uncovered earlier this turn (Curia Julia's trigger after its card left the
           // structure) turn face up now, not at the turn's end: the choice is among cards
           // both players can see (an unseen card cannot be named to the chooser).
           uncover(s, p, events);
           push_pending(s, Phase::DiscardAccessible, p, std::max<std::uint8_t>(1, e.amount));
           s.pending.top().picks_left = std::max<std::uint8_t>(1, e.amount);
         },
     .can_act = [](const GameState& s, Player, const AgoraEffect&) { return s.accessible_slots() != 0; },
     .text =
         [](const AgoraEffect& e) {
           return "Put " + plural(e.amount, "accessible card") + " of the structure in the discard pile (after the first, optional)";
         }},
    {.kind = K::Embezzlement,
     .name = "embezzlement",
     .places = place::kTurn,
     .act =
         [](GameState& s, Player p, const AgoraEffect&, EventLog* events) {
           gain_coins(s, p, s.agora.cubes_in_senate(p), events);
           lose_coins(s, opponent(p), s.agora.cubes_in_senate(opponent(p)), events);
         },
     .can_act =
         [](const GameState& s, Player p, const AgoraEffect&) {
           return has_cube(s, p) || (has_cube(s, opponent(p)) && s.cities[opponent(p)].coins > 0);
         },
     .text =
         [](const AgoraEffect&) {
           return std::string("Take a coin per cube of yours in the Senate; your opponent loses a coin per cube of theirs");
         }},
    {.kind = K::TakeOpponentCard,
     .name = "take_opponent_card",
     .params = {kColors},
     .param_count = 1,
     .places = place::kTurn,
     .act = [](GameState& s, Player p, const AgoraEffect& e, EventLog*) { push_pending(s, Phase::TakeOpponentCard, p, e.colors); },
     .can_act = [](const GameState& s, Player p, const AgoraEffect& e) { return has_card_of(s, opponent(p), e.colors); },
     .text =
         [](const AgoraEffect& e) { return "Take one of your opponent's " + color_choice_list(e.colors) + " cards into your city"; }},
    {.kind = K::SwapOpponentCard,
     .name = "swap_opponent_card",
     .params = {kColors},
     .param_count = 1,
     .places = place::kTurn,
     .act =
         [](GameState& s, Player p, const AgoraEffect& e, EventLog*) {  // two picks: the card taken, then the card given
           push_pending(s, Phase::SwapCard, p, e.colors);
           s.pending.top().picks_left = 2;
         },
     .can_act = [](const GameState& s, Player p, const AgoraEffect& e) { return can_swap(s, p, e.colors); },
     .text =
         [](const AgoraEffect& e) {
           return "Swap one of your opponent's " + color_choice_list(e.colors) + " cards for one of yours of the same colour";
         }},
    {.kind = K::MoveDecree,
     .name = "move_decree",
     .places = place::kTurn,
     .act = decide<Phase::MoveDecree>,
     .can_act = [](const GameState&, Player, const AgoraEffect&) { return true; },  // six Decrees, six Chambers
     .text = [](const AgoraEffect&) { return std::string("Move a Decree to another Chamber"); }},
    {.kind = K::ReturnOpponentWonder,
     .name = "return_opponent_wonder",
     .places = place::kTurn,
     .act = decide<Phase::ReturnWonder>,
     .can_act = [](const GameState& s, Player p, const AgoraEffect&) { return s.cities[opponent(p)].wonders_built() > 0; },
     .text = [](const AgoraEffect&) { return std::string("Return one of your opponent's built Wonders to the box (its card discarded)"); }},
    // The lasting kinds act where agora_amount asks for them (recruit_cost, agora_conspiracies.cpp).
    {.kind = K::FreeSenators,
     .name = "free_senators",
     .places = place::kToken,
     .text = [](const AgoraEffect&) { return std::string("You recruit Senators for free"); }},
    {.kind = K::KeepBothConspiracies,
     .name = "keep_both_conspiracies",
     .places = place::kToken,
     .text = [](const AgoraEffect&) { return std::string("When you conspire, you keep both Conspiracies"); }},
};

static_assert(std::size(kAgoraEffectKindTable) == kAgoraEffectKindCount);
static_assert([] {
  for (int k = 0; k < kAgoraEffectKindCount; ++k) {
    const AgoraEffectKindDef& d = kAgoraEffectKindTable[k];
    if (static_cast<int>(d.kind) != k || d.name.empty() || d.places == 0) return false;
  }
  return true;
}(), "kAgoraEffectKindTable: one complete entry per AgoraEffectKind, in enum order");

// The Decrees: what each kind does is asked where it acts (decree_amount).
using D = DecreeKind;
constexpr EffectParam kDecreeAmount{"amount", T::Number, 1, 255};
constexpr EffectParam kDecreeResources{"resources", T::ResourceSet};
constexpr DecreeKindDef kDecreeKindTable[] = {
    {.kind = D::CoinsPerCardBuilt, .name = "coins_per_card_built", .params = {kDecreeAmount, kColors}, .param_count = 2},
    {.kind = D::IgnoreCostSymbol, .name = "ignore_cost_symbol", .params = {kColors}, .param_count = 1},
    {.kind = D::WonderDiscount, .name = "wonder_discount", .params = {kDecreeAmount}, .param_count = 1},
    {.kind = D::Shields, .name = "shields", .params = {kDecreeAmount}, .param_count = 1},
    {.kind = D::BankDiscount, .name = "bank_discount", .params = {kDecreeAmount, kDecreeResources}, .param_count = 2},
    {.kind = D::ExtraBlueCards, .name = "extra_blue_cards", .params = {kDecreeAmount}, .param_count = 1},
    {.kind = D::DiscardCoins, .name = "discard_coins", .params = {kDecreeAmount}, .param_count = 1},
    {.kind = D::CoinsPerWonderBuilt, .name = "coins_per_wonder_built", .params = {kDecreeAmount}, .param_count = 1},
    {.kind = D::OpponentChains, .name = "opponent_chains"},
    {.kind = D::ConspiratorPlayAgain, .name = "conspirator_play_again"},
};

static_assert(std::size(kDecreeKindTable) == kDecreeKindCount);
static_assert([] {
  for (int k = 0; k < kDecreeKindCount; ++k) {
    if (static_cast<int>(kDecreeKindTable[k].kind) != k || kDecreeKindTable[k].name.empty()) return false;
  }
  return true;
}(), "kDecreeKindTable: one entry per DecreeKind, in enum order");

}  // namespace
}  // namespace duel::detail

namespace duel {

std::span<const AgoraEffectKindDef> agora_effect_kinds() { return detail::kAgoraEffectKindTable; }
const AgoraEffectKindDef& agora_effect_kind(AgoraEffectKind kind) {
  return detail::kAgoraEffectKindTable[static_cast<std::size_t>(kind)];
}
std::span<const DecreeKindDef> decree_kinds() { return detail::kDecreeKindTable; }
const DecreeKindDef& decree_kind(DecreeKind kind) { return detail::kDecreeKindTable[static_cast<std::size_t>(kind)]; }

}  // namespace duel
