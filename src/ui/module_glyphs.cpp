// The Pantheon and Agora effect kinds' looks (module_glyphs.hpp), one row per kind.
#include "module_glyphs.hpp"

#include <iterator>

#include "duel/effects.hpp"

namespace duel::ui {
namespace {

using P = PantheonEffectKind;
template <const char* words>
std::string said(const PantheonEffect&) {
  return words;
}
constexpr char kProgressToken[] = "Progress token", kCopyScience[] = "copy science", kStealCard[] = "steal a card",
               kDiscardCard[] = "discard a card", kUnbuild[] = "unbuild Wonder", kFreeWonder[] = "free Wonder",
               kStealWonder[] = "steal a Wonder", kMinerva[] = "Minerva pawn", kMilitaryToken[] = "Military token",
               kTopDivinity[] = "top Divinity";

constexpr PantheonLook kPantheonLooks[] = {
    {P::ProgressTokensOnReveal, said<kProgressToken>},
    {P::CopyOpponentScience, said<kCopyScience>},
    {P::CoinsOnDivinity, [](const PantheonEffect& e) { return plural(e.amount, "coin") + " on it"; }},
    {P::TakeOpponentCard, said<kStealCard>},
    {P::DiscardStructureCard, said<kDiscardCard>},
    {P::DiscardWonderCard, said<kUnbuild>},
    {P::WonderFromDiscard, said<kFreeWonder>},
    {P::TakeOpponentWonder, said<kStealWonder>},
    {P::PlaceMinerva, said<kMinerva>},
    {P::RemoveThenApplyMilitaryToken, said<kMilitaryToken>},
    {P::ActivateTopDivinity, said<kTopDivinity>},
    {P::ActivateFromMythologyDeck},
    {P::PantheonDiscount},
    {P::ChainForCoins, nullptr, TokenIcon::Coin},
    {P::VictoryPointsPerPantheonToken, nullptr, TokenIcon::VictoryPoints},
    {P::CoinsLostPerPawnStep, nullptr, TokenIcon::LostCoin},
};
static_assert(std::size(kPantheonLooks) == kPantheonEffectKindCount, "kPantheonLooks: one row per PantheonEffectKind");
static_assert(rows_in_kind_order(kPantheonLooks), "kPantheonLooks is indexed by PantheonEffectKind");

using A = AgoraEffectKind;
constexpr AgoraLook kAgoraLooks[] = {
    {A::PlaceCube, "+"},
    {A::MoveCube, "\u21c4"},
    {A::RemoveOpponentCube, "\u2212", true},
    {A::Conspire},
    {A::TriggerUnprepared},
    {A::TakeOpponentWonder},
    {A::TakeHalfOpponentCoins},
    {A::ObscureProgressToken},
    {A::ConstructFromTopRow},
    {A::ConstructFromRemoved},
    {A::ProgressFromWholeBox},
    {A::DiscardAccessibleCards},
    {A::Embezzlement},
    {A::TakeOpponentCard},
    {A::SwapOpponentCard},
    {A::MoveDecree},
    {A::ReturnOpponentWonder},
    {A::FreeSenators, "", false, TokenIcon::SenatorEmblem},
    {A::KeepBothConspiracies, "", false, TokenIcon::TwoConspiracies},
};
static_assert(std::size(kAgoraLooks) == kAgoraEffectKindCount, "kAgoraLooks: one row per AgoraEffectKind");
static_assert(rows_in_kind_order(kAgoraLooks), "kAgoraLooks is indexed by AgoraEffectKind");

}  // namespace

const PantheonLook& pantheon_look(PantheonEffectKind kind) { return kPantheonLooks[static_cast<std::size_t>(kind)]; }
const AgoraLook& agora_look(AgoraEffectKind kind) { return kAgoraLooks[static_cast<std::size_t>(kind)]; }

}  // namespace duel::ui
