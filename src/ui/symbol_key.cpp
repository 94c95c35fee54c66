// The lines of the symbol key (symbol_key.hpp).
#include "symbol_key.hpp"

#include <iterator>

#include "duel/agora_rules.hpp"
#include "duel/describe.hpp"

namespace duel::ui {
namespace {

// The name and meaning of each effect kind, indexed by EffectKind (the engine's table order).
constexpr const char* kEffectMeanings[][2] = {
    /* Produce */ {"Production", "The resources shown are yours every turn, for building."},
    /* ProduceOneOf */ {"One of several", "One of these resources each turn, your choice at each purchase (never sold to the opponent)."},
    /* FixedTradePrice */ {"Fixed trade price", "Trading: buy these resources from the bank at this fixed price."},
    /* Coins */ {"Coins", "Coins taken from the bank once, when built."},
    /* CoinsPer */ {"Coins per item", "Coins once, for each card of the colour (or Wonder, or token) counted."},
    /* OpponentLosesCoins */ {"Opponent loses coins", "The opponent loses this many coins to the bank."},
    /* Science */ {"Science symbol", "A science symbol for your city (see Science above)."},
    /* DiscardOpponentCard */ {"Discard a card", "Discard one card of this colour from the opponent's city."},
    /* ConstructFromDiscard */ {"From the discard pile", "Construct, for free, a card of your choice from the discard pile."},
    /* ProgressFromBox */ {"Progress from the box", "Choose a Progress token among some left out of the game."},
    /* Shields */ {"Shields", "The Conflict pawn moves one space towards the opponent's capital per shield."},
    /* VictoryPoints */ {"Victory points", "Victory points at the end of the game."},
    /* VictoryPointsPer */ {"Points per item", "Victory points at the end, for each card of the colour (or Wonder, or token) counted."},
    /* WonderDiscount */ {"Cheaper Wonders", "Your Wonders cost this many resources less (you choose which)."},
    /* ColorDiscount */ {"Cheaper cards", "Cards of this colour cost this many resources less."},
    /* ReceiveOpponentTradeCoins */ {"Opponent's trade coins", "The coins your opponent pays the bank for trading go to you."},
    /* ExtraShields */ {"Extra shields", "Your later military cards give this many extra shields."},
    /* ChainBonusCoins */ {"Chain bonus", "Coins each time you construct a card for free through a chain."},
    /* WondersPlayAgain */ {"Wonders play again", "Every Wonder you build gives you another turn."},
    /* PlayAgain */ {"Play again", "Take another turn at once."},
};
static_assert(std::size(kEffectMeanings) == kEffectKindCount, "one meaning per EffectKind");

const char* kResourceNames[] = {"Wood", "Clay", "Stone", "Glass", "Papyrus"};
static_assert(std::size(kResourceNames) == kResourceCount, "one name per Resource");
const char* kColorMeanings[][2] = {
    {"Brown cards", "raw materials: wood, clay, stone"},
    {"Grey cards", "manufactured goods: glass, papyrus"},
    {"Red cards", "military: shields"},
    {"Green cards", "science symbols"},
    {"Yellow cards", "commerce: coins and trading"},
    {"Blue cards", "civilian buildings: victory points"},
    {"Purple cards", "guilds: points for what the cities hold"},
    {"Senators", "Agora: recruited for Senate actions (white Politicians, black Conspirators)"},
};
static_assert(std::size(kColorMeanings) == kColorCount, "one meaning per Color");

// "plumb_line" -> "Plumb line".
std::string symbol_name(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = ch == '_' ? ' ' : ch;
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

// The first item of the data with this effect kind, its glyphs and name.
bool find_example(const Rules& rules, EffectKind kind, std::vector<Glyph>& glyphs, std::string& name) {
  auto try_item = [&](const Effects& e, const std::string& item) {
    if (!glyphs.empty()) return;
    glyphs = effect_kind_glyphs(e, kind);
    if (!glyphs.empty()) name = item;
  };
  for (const CardDef& c : rules.cards) try_item(c.effects, c.name);
  for (const WonderDef& w : rules.wonders) try_item(w.effects, w.name);
  for (const ProgressTokenDef& t : rules.progress_tokens) try_item(t.effects, t.name);
  return !glyphs.empty();
}

void add_piece(std::vector<SymbolEntry>& out, SymbolEntry::Group g, SymbolEntry::Piece piece, int value, std::string name,
               std::string text) {
  SymbolEntry e{g, {}, std::move(name), std::move(text)};
  e.piece = piece;
  e.piece_value = value;
  out.push_back(std::move(e));
}

// Pantheon's pieces: the tokens on Age I and II cards, the Pantheon's spaces and decks.
void add_pantheon_pieces(const Rules& rules, std::vector<SymbolEntry>& out) {
  if (!rules.pantheon) return;
  const PantheonRules& p = *rules.pantheon;
  using Piece = SymbolEntry::Piece;
  const auto g = SymbolEntry::Pantheon;
  std::string myths;
  for (int m = 0; m < kMythologyCount; ++m) myths += (m == 0 ? "" : m + 1 == kMythologyCount ? " and " : ", ") + mythology_title(m);
  add_piece(out, g, Piece::MythologyToken, -1, "Mythology tokens",
            "A disc in its Mythology's colour with its initial (" + myths + "), on a face-down card of Age I. " +
                describe_item_line(rules, {ItemKind::MythologyToken, 0}) + " (the Mythology of the token).");
  std::string values;
  for (std::size_t i = 0; i < p.offering_tokens.size(); ++i)
    values += (i == 0 ? "" : i + 1 == p.offering_tokens.size() ? " and " : ", ") + std::to_string(p.offering_tokens[i]);
  if (!p.offering_tokens.empty()) {
    add_piece(out, g, Piece::OfferingToken, p.offering_tokens.front(), "Offering tokens",
              "A gold square with its value (" + values + "), on a face-down card of Age II. " +
                  describe_item_line(rules, {ItemKind::OfferingToken, 0}) + " (the token's value).");
  }
  add_piece(out, g, Piece::FaceDownDivinity, 2, "A face-down Divinity",
            "A Pantheon space in its Mythology's colour, darkened: only the player who placed it knows which Divinity it is. "
            "Every Divinity is turned face up when Age II begins.");
  add_piece(out, g, Piece::PantheonSpace, 0, "A Pantheon space",
            "A Divinity with its effect in short; below, what activating it costs each player: player 1's cost on the left, "
            "player 2's on the right. From Age II, click it to activate it instead of taking a card.");
  add_piece(out, g, Piece::Gate, 0, p.gate_name, describe_item_line(rules, {ItemKind::Gate, 0}) + ".");
  add_piece(out, g, Piece::DivinityDeck, 3, "A Mythology's deck",
            "Its initial and how many Divinities it still holds; a Mythology token draws from it.");
  add_piece(out, g, Piece::MinervaPawn, 0, "The Minerva pawn",
            "On the military track once Minerva is activated: the Conflict pawn stops on the space before it, once.");
}

// Agora's pieces: the Senate's cubes, Chambers and Decrees, the Conspiracies, the Senators.
void add_agora_pieces(const Rules& rules, std::vector<SymbolEntry>& out) {
  if (!rules.agora) return;
  const AgoraRules& a = *rules.agora;
  using Piece = SymbolEntry::Piece;
  const auto g = SymbolEntry::Agora;
  add_piece(out, g, Piece::Cube, 0, "Influence cubes",
            "In each player's colour, with how many lie in a Chamber (player 1's on the left, player 2's on the right). "
            "Each player has " + std::to_string(a.cubes_per_player) + "; the Senate's head says how many are left.");
  add_piece(out, g, Piece::Chamber, 2, "A Chamber",
            "Its Decrees on top, then each player's cubes, then who controls it (P1, P2, or its number when nobody does). "
            "More cubes than the opponent there: you control it, and its Decrees work for you.");
  if (!a.decrees.empty()) {
    add_piece(out, g, Piece::DecreeFaceUp, 6, "A Decree",
              "By its number (hover the Chamber for what it does), e.g. " + item_name(rules, {ItemKind::Decree, 6}) + ": " +
                  describe_item_line(rules, {ItemKind::Decree, 6}) + ".");
  }
  add_piece(out, g, Piece::DecreeFaceDown, 0, "A face-down Decree", "Turned face up when a cube first enters its Chamber.");
  add_piece(out, g, Piece::ConspiracyBack, 0, "A Conspiracy, face down",
            "The other player's Conspiracy: a dark red back until it is triggered.");
  if (!a.conspiracies.empty()) {
    add_piece(out, g, Piece::ConspiracyFace, 0, "Your Conspiracy",
              "Face up to you only, e.g. " + item_name(rules, {ItemKind::Conspiracy, 0}) + ": " +
                  describe_item_line(rules, {ItemKind::Conspiracy, 0}) + ".");
    add_piece(out, g, Piece::ConspiracyPrepared, 0, "A prepared Conspiracy",
              "A gold edge, and under it the colour of the card tucked to prepare it: it may be triggered at the start of a "
              "later turn.");
  }
  add_piece(out, g, Piece::SenatorBack, 0, "A Senator's back",
            "'S' on a face-down card of the structure: a Senator. Recruiting one costs a coin per Senator already in your city.");
  for (std::size_t z = 0; z < rules.military.zones.size(); ++z) {
    if (rules.military.zones[z].agora.empty()) continue;
    add_piece(out, g, Piece::CubeToken, static_cast<int>(z), "Agora's Military tokens",
              "A cube in the colour of the player whose cube it places (+) or removes (\u2212); \u21c4: a cube may then move. " +
                  describe_item_line(rules, {ItemKind::MilitaryToken, static_cast<int>(z)}) + ".");
    break;
  }
}

}  // namespace

const char* symbol_group_title(SymbolEntry::Group g) {
  switch (g) {
    case SymbolEntry::Basics: return "Basics";
    case SymbolEntry::Resources: return "Resources";
    case SymbolEntry::Colors: return "Card colours";
    case SymbolEntry::Science: return "Science symbols";
    case SymbolEntry::Effects: return "Effects on cards, Wonders and tokens";
    case SymbolEntry::Pantheon: return "Pantheon";
    case SymbolEntry::Agora: return "Agora";
  }
  return "";
}

std::vector<SymbolEntry> symbol_key(const Rules& rules) {
  std::vector<SymbolEntry> out;
  const auto add = [&](SymbolEntry::Group g, std::vector<Glyph> glyphs, std::string name, std::string text) {
    out.push_back({g, std::move(glyphs), std::move(name), std::move(text)});
  };
  add(SymbolEntry::Basics, {{Glyph::Coin, 3}}, "Coins",
      "A coin with a number: coins gained, or in a cost the coins to pay.");
  add(SymbolEntry::Basics, {{Glyph::Loss, 3}}, "Coins lost", "A red coin: coins the opponent loses.");
  add(SymbolEntry::Basics, {{Glyph::Vp, 3}}, "Victory points", "Laurel with a number: points at the end of the game.");
  add(SymbolEntry::Basics, {{Glyph::Shield}}, "Shield", "Military strength: moves the Conflict pawn one space.");
  add(SymbolEntry::Basics, {{Glyph::Again}}, "Play again", "Take another turn at once.");
  if (!rules.chain_symbols.empty()) {
    SymbolEntry chain{SymbolEntry::Basics, {}, "Chain symbol",
                      "A card showing it makes a later card with the same mark (outlined) free to construct."};
    chain.chain = 0;
    out.push_back(std::move(chain));
  }
  add(SymbolEntry::Resources, {{Glyph::Res, 0}, {Glyph::Res, 3}, {Glyph::Coin, 1}}, "A cost",
      "Under a card's name: the resources and coins to pay. A missing resource is bought from the bank for " +
          std::to_string(rules.constants.trade_base_price) + " coins plus one per unit the opponent produces.");
  for (int r = 0; r < kResourceCount; ++r) {
    add(SymbolEntry::Resources, {{Glyph::Res, r}}, kResourceNames[r],
        r < 3 ? "A raw material, made by brown cards." : "A manufactured good, made by grey cards.");
  }
  for (int col = 0; col < kColorCount; ++col) {
    add(SymbolEntry::Colors, {{Glyph::ColorChip, col, "", 0.8}}, kColorMeanings[col][0], kColorMeanings[col][1]);
  }
  for (int s = 0; s < kScienceCount; ++s) {
    // The rule once, on the first symbol's line.
    add(SymbolEntry::Science, {{Glyph::Sci, s}}, symbol_name(science_name(static_cast<Science>(s))),
        s > 0 ? "A science symbol."
              : "A science symbol. " + std::to_string(rules.constants.science_pair_size) +
                    " alike: choose a Progress token. " +
                    std::to_string(rules.constants.science_supremacy_symbols) + " different ones: science victory.");
  }
  for (int k = 0; k < kEffectKindCount; ++k) {
    const EffectKind kind = static_cast<EffectKind>(k);
    SymbolEntry e{SymbolEntry::Effects, {}, kEffectMeanings[k][0], kEffectMeanings[k][1]};
    std::string example;
    if (find_example(rules, kind, e.glyphs, example)) e.text += " E.g. " + example + ".";
    e.effect_kind = k;
    out.push_back(std::move(e));
  }
  add_pantheon_pieces(rules, out);
  add_agora_pieces(rules, out);
  return out;
}

}  // namespace duel::ui
