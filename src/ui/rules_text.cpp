#include "rules_text.hpp"

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
      {"Expansions",
       "Pantheon and Agora are not available yet; the menu and the score sheet leave room for them."},
  };
  return sections;
}

}  // namespace duel::ui
