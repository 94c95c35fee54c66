// Every item of every loaded module in words: one description that the desktop game's
// hovers, tiles and rules help, `7wd-cli show` and the tests all read. A Wonder's or a
// Progress token's description gathers its base effects and every Pantheon and Agora
// effect hung on it, so no interface can show half of an item (docs/engine.md
// "Describing items"). Rules-level only: callers describe what their viewer may know.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "duel/rules.hpp"

namespace duel {

enum class ItemKind : std::uint8_t {
  Card,            // any card: Age cards, Guilds, Grand Temples, Senators (CardId)
  Wonder,          // WonderId
  ProgressToken,   // TokenId
  Divinity,        // DivinityId
  Gate,            // the Pantheon's Gate (id unused)
  Decree,          // DecreeId
  Conspiracy,      // ConspiracyId
  MilitaryToken,   // a zone of the military track (MilitaryTrack::zones index)
  MythologyToken,  // a Mythology (its index)
  OfferingToken,   // PantheonRules::offering_tokens index
};

struct ItemRef {
  ItemKind kind = ItemKind::Card;
  int id = 0;
  bool operator==(const ItemRef&) const = default;
};

// Every item the rules hold, module by module (base items first), for the designers'
// and the tests' walks. Military zones without a token are left out.
std::vector<ItemRef> all_items(const Rules& rules);

// "Baths", "Curia Julia", "Enki", "the Gate", "Decree 7", "Military token (zone 3)".
std::string item_name(const Rules& rules, ItemRef item);

// What the item does, one line per effect, every module's effects included; empty for
// an id out of range. A card's cost is not an effect (the interfaces add it).
std::vector<std::string> describe_item(const Rules& rules, ItemRef item);

// The lines joined with "; " (a tile's or a JSON field's one-line form).
std::string describe_item_line(const Rules& rules, ItemRef item);

// One Pantheon or Agora effect in words ("Remove one of your opponent's cubes").
std::string pantheon_effect_text(const PantheonEffect& e);
std::string agora_effect_text(const AgoraEffect& e);

// What a Senator does when recruited ("Recruited: 1, 2 or 3 Senate actions ..."), one
// line each; empty for a card that is no Senator.
std::vector<std::string> senator_lines(const Rules& rules, CardId card);

// What a Military token of `zone` does for "you", who moves the Conflict pawn into it or
// applies it with Neptune ("your opponent loses 5 coins", "place one of your cubes in
// any Chamber"); the same with when it acts ("When your shields move the Conflict pawn
// into its zone ...", "Applied by Neptune, on either side: ..."); "" for a zone with no token.
std::string military_token_effect_text(const Rules& rules, int zone);
std::string military_token_pawn_text(const Rules& rules, int zone);
std::string military_token_neptune_text(const Rules& rules, int zone);

}  // namespace duel
