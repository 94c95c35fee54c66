// Issue 30 item 6: Greedy, the designers' agent, never activated Zeus, Ra or Neptune. It
// scored the position right after the activation, which still waits for the activator's
// own choice (which card, which Wonder, which token) with the price already paid. It now
// scores a move after its player's own follow-up decisions, taken the best way.
#include <fstream>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

namespace duel {

// 400 Pantheon games of the default agent against itself (balance's divinities table).
TEST_CASE("The designers' agent activates Zeus, Ra and Neptune", "[ai][pantheon][balance]") {
  const auto dir = test::temp_dir("greedy_follow_ups");
  const test::Run run = test::run_cli("balance --games 400 --threads 2 --expansions pantheon --out " + dir.string());
  INFO(run.output);
  REQUIRE(run.status == 0);
  const auto activated = [&](const std::string& divinity) {
    std::ifstream in(dir / "divinities.csv");
    for (std::string line; std::getline(in, line);) {
      if (line.rfind(divinity + ",", 0) == 0) return std::stoi(line.substr(divinity.size() + 1));
    }
    FAIL("no row " << divinity);
    return -1;
  };
  // Before: 0, 0, 0 and 17; Enki 86, Baal 51, Tanit 10, Hades 55, Anubis 87, Isis 34.
  CHECK(activated("Zeus") == 3);
  CHECK(activated("Ra") == 7);
  CHECK(activated("Neptune") == 2);
  CHECK(activated("The Gate") == 354);
  CHECK(activated("Isis") == 201);
}

}  // namespace duel
