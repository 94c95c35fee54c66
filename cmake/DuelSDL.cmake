# SDL2, SDL2_image and SDL2_ttf from Debian's -dev packages, as one interface target.
find_package(SDL2 REQUIRED)
find_package(SDL2_image REQUIRED)
find_package(SDL2_ttf REQUIRED)
add_library(duel_sdl INTERFACE)
target_link_libraries(duel_sdl INTERFACE SDL2::SDL2 SDL2_image::SDL2_image SDL2_ttf::SDL2_ttf)
