#include "rules_text.hpp"

#include "duel/describe.hpp"

namespace duel::ui {

// A summary of base-game.md and the rulings (rulings.md) the engine follows.
const std::vector<RulesSection>& rules_sections() {
  static const std::vector<RulesSection> sections = {
      {"Goal",
       "Two players build a civilisation over three Ages. Win at once by military supremacy (the Conflict pawn "
       "reaches the opponent's capital) or scientific supremacy (6 different science symbols); otherwise the "
       "player with the most victory points at the end of Age III wins."},
      {"Setup and Wonder selection",
       "Each player starts with 7 coins. Five Progress tokens lie on the board. Four Wonders are shown: the first "
       "player takes 1, the other player 2, the first player the last. Four more: now the second player takes 1, "
       "the first 2, the second the last. (First-game variant: fixed Wonders, no selection.) Three cards of each "
       "Age go back to the box unseen; three Guilds join Age III."},
      {"A turn",
       "Take one accessible card (no card covers it; highlighted) and either:\n"
       "• Construct it: pay its cost and put it in your city.\n"
       "• Discard it for 2 coins + 1 per yellow card in your city.\n"
       "• Build one of your Wonders with it: pay the Wonder's cost; the card is tucked under the Wonder.\n"
       "Newly accessible face-down cards are then turned up. \"Play again\" gives another turn at once."},
      {"Costs and trading",
       "Your production is never spent. A missing resource is bought from the bank for 2 coins + 1 per unit of "
       "that resource your opponent's brown and grey cards produce (yellow cards and Wonders don't raise prices). "
       "Reserve cards fix a price at 1 coin. A card showing a chain symbol you own is free. The engine always "
       "charges the cheapest way to pay; the hover view shows the breakdown."},
      {"Military",
       "Each shield moves the Conflict pawn one space towards the opponent's capital. Entering a zone with a "
       "Military token makes the opponent lose 2 or 5 coins (all they have, if fewer). At the end, the pawn's "
       "zone is worth 2, 5 or 10 points to the player it points away from."},
      {"Science",
       "A pair of identical science symbols lets you take a Progress token from the board at once (each pair "
       "counts once). Six different symbols win the game."},
      {"Wonders",
       "Only 7 Wonders can be built in a game: when the 7th is built, the last unbuilt one goes back to the box."},
      {"End of an Age",
       "The player with the weaker military chooses who starts the next Age. With the pawn in the centre, the "
       "player who took the Age's last card chooses."},
      {"Scoring",
       "Blue, green, yellow and purple cards, Wonders, Progress tokens, 1 point per 3 coins and military points. "
       "A tie goes to the player with more points from blue cards; if still equal, the victory is shared."},
      {"Rulings this game follows",
       "1. Next Age: the weaker military chooses; with the pawn in the centre, whoever took the last card "
       "chooses (the published erratum).\n"
       "2. A replay at the end of an Age is lost. Replay Wonders can chain. Theology never gives two replays.\n"
       "3. A coin loss larger than the treasury takes all of it; coins never go negative.\n"
       "4. Empty choices are skipped (Mausoleum with an empty discard pile, Statue of Zeus / Circus Maximus "
       "with no matching card, a science pair with no token left, the Great Library with an empty box); the "
       "rest of the Wonder still applies.\n"
       "5. The Great Library draws 3 of the tokens left in the box at setup; the others go back.\n"
       "6. The Mausoleum chooses from the discard pile only (not the cards removed at setup). That free "
       "construction is not a chain construction (no Urbanism bonus).\n"
       "7. The cheapest payment is always charged: production assigned optimally, Architecture / Masonry waive "
       "the most expensive units, then missing units are bought.\n"
       "8. Economy passes on only the coins paid for trading, after discounts.\n"
       "9. A Guild's owner always counts the city that gives more, for coins and for points independently.\n"
       "10. A tie on points goes to more blue-card points; otherwise shared victory.\n"
       "11. Simultaneous supremacies: science is checked first, then military."},
      {"Pantheon (an expansion)",
       "Switch it on in the menu. Age I: five Mythology tokens lie on face-down cards. Uncovering such a card gives you its token: draw the "
       "top 2 Divinities of that Mythology's deck, place one face down on an empty Pantheon space (only you know "
       "which; the other player sees its Mythology) and put the other back on top.\n"
       "Age II: the Gate goes on the empty space and every Divinity is turned face up; three Offering tokens "
       "(2, 3 and 4) lie on face-down cards and are taken the same way.\n"
       "From Age II, instead of taking a card you may activate a Divinity or the Gate: click its space and pay "
       "your cost shown on it (player 1's on the left, player 2's on the right; spaces at your end are cheaper; "
       "the Gate costs double). Offering tokens lower that cost once each. The Gate shows the top Divinity of "
       "each deck: activate one of them free.\n"
       "Age III: three Grand Temples (purple) replace the Guilds; a Mythology token of its Mythology builds one "
       "free and is kept. 1, 2 or 3 Temples: 5, 12 or 21 VP. New Wonders: the Sanctuary (activations 2 coins "
       "cheaper, play again), the Divine Theater (activate a Divinity of a deck you look at). New Progress "
       "tokens: Engineering, Mysticism, Poliorcetics. In hot-seat, the other player is asked to look away "
       "before Divinities only one player may see are shown."},
      {"Pantheon rulings",
       "12. Zeus puts the chosen structure card in the discard pile, and you take any token on it.\n"
       "13. Law with Ishtar, or with the symbol the Snake copies (Nisaba), is a pair like any other and earns a "
       "Progress token.\n"
       "14. Minerva may go on any track space but the Conflict pawn's, capitals included. A move that would enter "
       "Minerva's space ends early: the pawn stops on the space before Minerva's, the rest of that move is lost, and "
       "Minerva is removed.\n"
       "15. After Anubis the Wonder is unbuilt again (no VP, no production) and may be built again, its effects "
       "applying again; a Wonder sent to the box by the 7-Wonder limit stays there.\n"
       "16. Astarte's coins are spent only after your treasury, and coin losses never take them.\n"
       "17. Offering tokens and the Sanctuary bring a cost down to 0, never below, with no change given; the "
       "Gate's cost is doubled first, then lowered.\n"
       "18. Engineering also builds Grand Temples (they show a chain symbol) for 1 coin.\n"
       "19. Enki's tokens not taken go back to the box and may be drawn again later.\n"
       "27. Neptune's applied Military token acts against the activator's opponent, whichever side it lies on; with "
       "Agora's tokens the activator places or removes the cubes.\n"
       "28. Enki revealed by the Gate or the Divine Theater draws its 2 tokens at once, so the chooser sees them; if "
       "Enki is not chosen they go back to the box."},
      {"Agora (an expansion)",
       "Switch it on in the menu; it may be played with Pantheon. The Senate (beside the move log): 6 Chambers in 3 sections, left (1, 2), middle (3, 4), right (5, 6). "
       "Each starts with a Decree: face up on Chambers 1, 3 and 5, face down on 2, 4 and 6 until a cube enters. "
       "You control a Chamber while you have more cubes there than your opponent; its Decrees then work for you "
       "(hover a Chamber to read them). Each player has 12 Influence cubes; with none left a place is skipped.\n"
       "13 Senators (their own card back, 'S') are shuffled into the Ages. Recruiting one costs a coin per Senator "
       "already in your city. A Politician (white) gives 1, 2 or 3 Senate actions (0-1, 2-3, 4+ blue cards): place "
       "a cube in one of its section's 2 Chambers, or move one of yours to a neighbouring Chamber; the Chambers you "
       "may choose are outlined on the Senate. A Conspirator (black) places a cube in any Chamber, or conspires: "
       "draw 2 Conspiracies, keep one face down, the other goes on top of or under the deck.\n"
       "A card may also prepare a Conspiracy: tuck it under one of yours (the card's menu offers it). At the start "
       "of a later turn you may trigger a prepared Conspiracy (\"Trigger a Conspiracy first?\"): it is turned face "
       "up and applied, then you take your turn. Your Conspiracies are at the foot of your city, under the purple "
       "and Senator columns: yours face up (a gold edge and the tucked card's colour when prepared), your "
       "opponent's as backs until triggered. In hot-seat, the other "
       "player is asked to look away before Conspiracies are shown.\n"
       "Controlling all 6 Chambers wins at once (political supremacy). At the end each Chamber you control scores "
       "1, 2, 3, 3, 2, 1 VP (the score sheet's Senate row). Agora's Military tokens place or remove cubes instead "
       "of taking coins; Curia Julia and Knossos, Corruption and Organized Crime are its Wonders and tokens."},
      {"Agora rulings",
       "20. Decrees 5, 6 and 7 ignore one resource unit, or the whole coin cost, of your cards of their colour.\n"
       "21. A Senator may also be discarded for coins, used to build a Wonder, or used to prepare a Conspiracy.\n"
       "22. A Conspiracy may be triggered only if at least one of its parts can have an effect.\n"
       "23. Property Fraud takes a card of the structure's top row, covered or not, never a Senator.\n"
       "24. Sabotage returns the Wonder to the box for good; the card under it goes to the discard pile.\n"
       "25. With both expansions, Mysticism counts Mythology and Offering tokens only.\n"
       "29. Decree 15 (the opponent's chain symbols as your own) gives a chain construction like your own symbol: "
       "Urbanism pays 4 coins.\n"
       "30. Whether you hold a prepared Conspiracy is public, whether it could act is not: the \"trigger a "
       "Conspiracy?\" step is offered at the start of every turn of a player holding one, and \"not now\" is always "
       "allowed; a Conspiracy that cannot act is refused only when chosen.\n"
       "31. A Senator built from the discard pile (the Mausoleum, Hades) is recruited for free and counts as one.\n"
       "Our reading: when Turn of Events is triggered in the turn that uncovered a face-down card (Curia Julia's "
       "trigger, after its card left the structure), that card turns face up before the choice, not at the turn's "
       "end: you choose among cards both players can see."},
  };
  return sections;
}

namespace {

// "• Name: line; line" per item, one paragraph.
void add_item(std::string& body, const Rules& rules, ItemRef item) {
  // Appends, not a string sum: GCC 12 misreads the sum as an oversized copy (-Wstringop-overflow).
  if (!body.empty()) body += '\n';
  body += "\u2022 ";
  body += item_name(rules, item);
  body += ": ";
  body += describe_item_line(rules, item);
}

}  // namespace

std::vector<RulesSection> item_sections(const Rules& rules) {
  std::vector<RulesSection> out;
  // Wonders and Progress tokens the base game does not have: any with a module's effect,
  // and those listed after the base game's (the expansions' own).
  std::string wonders, tokens, military;
  for (std::size_t w = 0; w < rules.wonders.size(); ++w) {
    const WonderDef& def = rules.wonders[w];
    if (!def.pantheon.empty() || !def.agora.empty() || !def.agora_selection.empty())
      add_item(wonders, rules, {ItemKind::Wonder, static_cast<int>(w)});
  }
  for (std::size_t t = 0; t < rules.progress_tokens.size(); ++t) {
    const ProgressTokenDef& def = rules.progress_tokens[t];
    if (!def.pantheon.empty() || !def.agora.empty()) add_item(tokens, rules, {ItemKind::ProgressToken, static_cast<int>(t)});
  }
  if (rules.pantheon) {
    const PantheonRules& p = *rules.pantheon;
    for (int m = 0; m < kMythologyCount; ++m) {
      std::string body;
      for (std::size_t d = 0; d < p.divinities.size(); ++d) {
        if (static_cast<int>(p.divinities[d].mythology) == m) add_item(body, rules, {ItemKind::Divinity, static_cast<int>(d)});
      }
      if (!body.empty()) out.push_back({"Pantheon: the " + mythology_title(m) + " Divinities", body});
    }
    std::string gate;
    add_item(gate, rules, {ItemKind::Gate, 0});
    out.push_back({"Pantheon: the Gate", gate});
  }
  if (!wonders.empty()) out.push_back({"The expansions' Wonders", wonders});
  if (!tokens.empty()) out.push_back({"The expansions' Progress tokens", tokens});
  if (rules.agora) {
    const AgoraRules& a = *rules.agora;
    for (std::size_t z = 0; z < rules.military.zones.size(); ++z) {
      if (!rules.military.zones[z].agora.empty()) add_item(military, rules, {ItemKind::MilitaryToken, static_cast<int>(z)});
    }
    if (!military.empty()) out.push_back({"Agora: the Military tokens", military});
    std::string decrees, conspiracies;
    for (std::size_t d = 0; d < a.decrees.size(); ++d) add_item(decrees, rules, {ItemKind::Decree, static_cast<int>(d)});
    for (std::size_t c = 0; c < a.conspiracies.size(); ++c) add_item(conspiracies, rules, {ItemKind::Conspiracy, static_cast<int>(c)});
    out.push_back({"Agora: the Decrees", decrees});
    out.push_back({"Agora: the Conspiracies", conspiracies});
  }
  return out;
}

}  // namespace duel::ui
