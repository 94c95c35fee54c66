// The Pantheon effect table (pantheon_rules.hpp PantheonEffectKindDef): one row per kind
// of a Divinity, the Gate, a Wonder or a Progress token that the base table has no kind
// for, with its JSON type and parameter, when it acts, its rule and its words. Adding a
// kind is one row here (and its AI value and UI words, whose tables the compiler
// checks). apply_pantheon_effects (pantheon.cpp) calls the rules in data order.
#include "../effect_kinds.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail {
namespace {

using K = PantheonEffectKind;
using T = EffectParamType;
namespace when = effect_timing;
constexpr EffectParam kAmount{"amount", T::Number, 1, 255};
constexpr EffectParam kColors{"colors", T::ColorSet};

// A kind whose whole rule is one decision of `phase` for the player.
template <Phase phase>
void decide(GameState& s, Player p, const PantheonEffect&, EventLog*) {
  push_pending(s, phase, p);
}

constexpr PantheonEffectKindDef kPantheonEffectKindTable[] = {
    {.kind = K::ProgressTokensOnReveal,
     .name = "progress_tokens_on_reveal",
     .params = {kAmount},
     .param_count = 1,
     .when = when::kDecision,
     .act =
         [](GameState& s, Player p, const PantheonEffect& e, EventLog*) {
           draw_divinity_tokens(s, e.amount);
           push_pending(s, Phase::TakeDivinityToken, p);
         },
     .text =
         [](const PantheonEffect& e) {
           return "When revealed, " + plural(e.amount, "Progress token") + " from the box go on it; activating it takes one";
         }},
    {.kind = K::CopyOpponentScience,
     .name = "copy_opponent_science",
     .when = when::kDecision,
     .act = decide<Phase::PlaceSnake>,
     .text =
         [](const PantheonEffect&) {
           return std::string("The Snake on an opponent's green card: its science symbol counts for you too");
         }},
    {.kind = K::CoinsOnDivinity,
     .name = "coins_on_divinity",
     .params = {kAmount},
     .param_count = 1,
     .when = when::kInstant | when::kEndGame,
     .act =
         [](GameState& s, Player p, const PantheonEffect& e, EventLog*) { gain_astarte_coins(s, p, e.amount); },
     .text =
         [](const PantheonEffect& e) {
           return plural(e.amount, "coin") + " on it: spent after your treasury, safe from losses, 1 VP each at the end";
         }},
    {.kind = K::TakeOpponentCard,
     .name = "take_opponent_card",
     .params = {kColors},
     .param_count = 1,
     .when = when::kDecision,
     .act = [](GameState& s, Player p, const PantheonEffect& e, EventLog*) { push_pending(s, Phase::TakeOpponentCard, p, e.colors); },
     .text =
         [](const PantheonEffect& e) { return "Take an opponent's " + color_choice_list(e.colors) + " card into your city"; }},
    {.kind = K::DiscardStructureCard,
     .name = "discard_structure_card",
     .when = when::kDecision,
     .act = decide<Phase::DiscardStructureCard>,
     .text = [](const PantheonEffect&) { return std::string("Discard any card of the structure; take the token on it"); }},
    {.kind = K::DiscardWonderCard,
     .name = "discard_wonder_card",
     .when = when::kDecision,
     .act = decide<Phase::DiscardWonderCard>,
     .text =
         [](const PantheonEffect&) { return std::string("Discard the card under a built Wonder: that Wonder is unbuilt again"); }},
    {.kind = K::WonderFromDiscard,
     .name = "wonder_from_discard",
     .when = when::kDecision,
     .act = decide<Phase::WonderFromDiscard>,
     .text =
         [](const PantheonEffect&) { return std::string("Build one of your Wonders free with a card from the discard pile"); }},
    {.kind = K::TakeOpponentWonder,
     .name = "take_opponent_wonder",
     .when = when::kDecision,
     .act = decide<Phase::TakeOpponentWonder>,
     .text = [](const PantheonEffect&) { return std::string("Take one of the opponent's unbuilt Wonders"); }},
    {.kind = K::PlaceMinerva,
     .name = "place_minerva",
     .when = when::kDecision,
     .act = decide<Phase::PlaceMinerva>,
     .text =
         [](const PantheonEffect&) {
           return std::string(
               "The Minerva pawn on any track space but the Conflict pawn's: once, the pawn stops on the space before "
               "Minerva's and the rest of that move is lost");
         }},
    {.kind = K::RemoveThenApplyMilitaryToken,
     .name = "remove_then_apply_military_token",
     .when = when::kDecision,
     .act =
         [](GameState& s, Player p, const PantheonEffect&, EventLog*) {
           push_pending(s, Phase::ChooseMilitaryToken, p, 0);  // one discarded without effect...
           push_pending(s, Phase::ChooseMilitaryToken, p, 1);  // ...then one applied
         },
     .text =
         [](const PantheonEffect&) {
           return std::string(
               "Remove a Military token without effect, then apply another one against your opponent, whichever side it "
               "lies on");
         }},
    {.kind = K::ActivateTopDivinity,
     .name = "activate_top_divinity",
     .when = when::kDecision,
     .act =
         [](GameState& s, Player p, const PantheonEffect&, EventLog*) {
           show_deck_tops(s);  // revealed to both players
           push_pending(s, Phase::ChooseDivinity, p, kNone);
         },
     .text =
         [](const PantheonEffect&) { return std::string("The top Divinity of each deck is shown: activate one of them free"); }},
    {.kind = K::ActivateFromMythologyDeck,
     .name = "activate_from_mythology_deck",
     .when = when::kDecision,
     .act = decide<Phase::ChooseMythology>,
     .text =
         [](const PantheonEffect&) {
           return std::string("Look at one Mythology deck, activate one of its Divinities free, put the rest back in your order");
         }},
    // The lasting kinds act where pantheon_amount asks for them (pantheon_play.cpp,
    // pantheon_hooks.cpp, pantheon_scoring.cpp).
    {.kind = K::PantheonDiscount,
     .name = "pantheon_discount",
     .params = {kAmount},
     .param_count = 1,
     .when = when::kLasting,
     .text = [](const PantheonEffect& e) { return "Your Pantheon activations cost " + plural(e.amount, "coin") + " less"; }},
    {.kind = K::ChainForCoins,
     .name = "chain_for_coins",
     .params = {kAmount},
     .param_count = 1,
     .when = when::kLasting,
     .text =
         [](const PantheonEffect& e) {
           return "Construct a card showing a chain symbol for " + plural(e.amount, "coin") + ", without the chain";
         }},
    {.kind = K::VictoryPointsPerPantheonToken,
     .name = "victory_points_per_pantheon_token",
     .params = {kAmount},
     .param_count = 1,
     .when = when::kEndGame,
     .text =
         [](const PantheonEffect& e) {
           return std::to_string(e.amount) + " VP per Mythology and Offering token you hold at the end";
         }},
    {.kind = K::CoinsLostPerPawnStep,
     .name = "opponent_loses_coins_per_pawn_step",
     .params = {kAmount},
     .param_count = 1,
     .when = when::kLasting,
     .text =
         [](const PantheonEffect& e) {
           return "The opponent loses " + plural(e.amount, "coin") + " per space you move the Conflict pawn toward them";
         }},
};

static_assert(std::size(kPantheonEffectKindTable) == kPantheonEffectKindCount);
static_assert([] {
  for (int k = 0; k < kPantheonEffectKindCount; ++k) {
    const PantheonEffectKindDef& d = kPantheonEffectKindTable[k];
    if (static_cast<int>(d.kind) != k || d.name.empty()) return false;
  }
  return true;
}(), "kPantheonEffectKindTable: one complete entry per PantheonEffectKind, in enum order");

}  // namespace
}  // namespace duel::detail

namespace duel {

std::span<const PantheonEffectKindDef> pantheon_effect_kinds() { return detail::kPantheonEffectKindTable; }

const PantheonEffectKindDef& pantheon_effect_kind(PantheonEffectKind kind) {
  return detail::kPantheonEffectKindTable[static_cast<std::size_t>(kind)];
}

}  // namespace duel
