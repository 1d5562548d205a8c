import type { FestivalGuide } from '#content/schemas';

/** Guides for the festivals of content/festivals/north-america.ts, each fact with the pages that confirmed it. */
export const northAmericaGuides: FestivalGuide[] = [
  {
    slug: 'coachella',
    checked: '2026-11-27',
    officialSite: 'https://www.coachella.com',
    gettingThereUrl: 'https://www.coachella.com/getting-here/',
    gettingThere: {
      sources: [
        'https://www.coachella.com/getting-here/',
        'https://www.airportvanrental.com/blog/coachella-2026-transportation-guide',
        'https://www.desertsun.com/story/life/entertainment/music/coachella/2020/01/17/lax-palm-springs-which-airport-use-coachella-stagecoach-festivals/4427967002/',
        'https://www.desertsun.com/story/news/2022/04/08/coachella-and-stagecoach-2022-transportation-options-festivals/9517761002/',
        'https://www.eventtrk.com/events/5/coachella/24/coachella-stagecoach-shuttle-passes-info',
      ],
      airports: [
        {
          name: 'Palm Springs International',
          iata: 'PSP',
          note: 'The closest airport, about 23 miles (37 km) from the polo fields: a 35 to 45 minute drive.',
        },
        {
          name: 'Ontario International',
          iata: 'ONT',
          note: 'About 90 miles (145 km) away, roughly an hour and a half by road. Fares are often lower than at Palm Springs.',
        },
        {
          name: 'Los Angeles International',
          iata: 'LAX',
          note: 'The widest choice of flights, but 130 to 150 miles (210 to 240 km) away: allow two and a half to three hours or more.',
        },
      ],
      transit: [
        "There is no festival train. Amtrak's Sunset Limited reaches Palm Springs after midnight on only three days a week, so it will not carry you to or from a show.",
        'The official shuttle is a pass you buy on top of your wristband. Its stops are spread across the valley, in Palm Springs, Palm Desert, Indian Wells and Indio, and buses leave every few minutes. The only long queue forms straight after the headliner.',
      ],
      driving:
        'The Empire Polo Club is at 81-800 Avenue 51, Indio. Day parking opens at 11 am and closes at 2 am, Friday to Sunday, and cars left after 2 am are towed. Everyone in the car needs a festival wristband. Rideshare and lifts use the separate Pick Up & Drop Off location, never the day lots. Follow the signs and the parking staff rather than your GPS: routes change, and some turns are closed.',
    },
    staying: {
      sources: [
        'https://www.coachella.com/visiting-the-festival/on-site-camping/',
        'https://eatsip365.com/comparing-the-coachella-car-and-tent-camping-pass',
        'https://kmir.com/2017/04/20/hotels-prepare-for-rowdy-coachella-crowds/',
        'https://www.latimes.com/business/la-fi-coachella-rents-20150324-story.html',
        'https://www.eventtrk.com/events/5/coachella/24/coachella-stagecoach-shuttle-passes-info',
      ],
      camping:
        'The campgrounds are grass fields right beside the festival. Car Camping keeps your car on your plot; Tent Camping means parking elsewhere and carrying your gear in. Amenities have included showers, a general store, ice in every lot, phone charging, a farmers market and free water refill stations. Camping opens on Thursday morning and closes at noon on Monday, and every camper needs their own festival pass.',
      towns:
        'Hotels spread from Indio through Indian Wells, La Quinta and Palm Desert to Palm Springs, up to 45 minutes away by car. Fans book them before the lineup is even out in January. One Palm Springs resort sold out for both weekends three hours after tickets went on sale, and last-minute rates climb by more than 70%.',
    },
    weather: {
      sources: [
        'https://eatsip365.com/a-look-at-coachellas-typical-weather-data',
        'https://kesq.com/news/local-news/2025/04/17/first-alert-weather-alert-continues-for-coachella-campers-arriving-thursday-ahead-of-festivities/',
        'https://www.kesq.com/weather/first-alert-forecast/staying-warm-dry/1068795680',
      ],
      month: 'April',
      typical:
        'In mid to late April, afternoons in Indio usually reach 29 to 35°C (85 to 95°F) and nights fall to 13 to 18°C (55 to 65°F). Rain is very unlikely and the air is dry. Wind often rises late in the day, with gusts near 40 mph (65 km/h) on the worst days, and it lifts dust off the fields.',
      packing:
        'Dress light for the afternoon, but keep a warm layer for after midnight: the drop after sunset catches people out. A hat and high-factor sunscreen matter far more than a raincoat here, and a bandana over your mouth helps when the dust blows.',
    },
    tips: {
      sources: [
        'https://www.coachella.com/getting-here/',
        'https://www.coachella.com/visiting-the-festival/on-site-camping/',
        'https://kesq.com/news/local-news/2025/04/17/first-alert-weather-alert-continues-for-coachella-campers-arriving-thursday-ahead-of-festivities/',
      ],
      items: [
        'Photograph the number sign of your day-parking lot and note the coloured path you walked in on. The lots are huge and look alike at 1 am.',
        'Day parking shuts at 2 am and cars left behind are towed, so settle who drives home, and when, before the last set.',
        'Fill your car with four or more friends and decorate it to enter Carpoolchella, the festival carpool contest with prizes up to VIP for life.',
        'When the afternoon wind comes through from the San Gorgonio Pass, dust sweeps the polo fields: keep a bandana and sunglasses in your bag.',
        "Campers can drive in from Thursday morning, and the festival advises arriving early: you set up before Friday's crowds.",
      ],
    },
    packingFocus: [
      { itemId: 'bandana', reason: 'Afternoon gusts lift dust across the polo fields.' },
      { itemId: 'sunscreen', reason: 'April afternoons in Indio reach 29 to 35°C with little shade.' },
      { itemId: 'packable-jacket', reason: 'Desert nights drop to 13 to 18°C after hot days.' },
      { itemId: 'collapsible-bottle', reason: 'The campgrounds have free water refill stations.' },
    ],
  },
  {
    slug: 'lollapalooza-chicago',
    checked: '2026-11-27',
    officialSite: 'https://www.lollapalooza.com',
    gettingThereUrl: 'https://www.lollapalooza.com/information/',
    gettingThere: {
      sources: [
        'https://insightcrunch.com/2026/05/15/airport-to-lollapalooza-guide/',
        'https://chicago.curbed.com/2018/8/1/17635122/lollapalooza-2018-grant-park-map-transportation',
        'https://www.nbcchicago.com/news/local/chicago-transit-authority-metra-increase-service-for-lollapalooza/3504524/',
        'https://chicagocrusader.com/cta-and-metra-are-the-best-choices-for-music-fans-headed-to-lollapalooza/',
        'https://www.nbcchicago.com/news/local/how-to-get-to-lollapalooza/2565955/',
        'https://www.dailyherald.com/entlife/20230804/8-things-to-know-about-getting-to-lollapalooza-on-public-transit',
        'https://www.nbcchicago.com/news/local/lollapallooza-lolla-chicago-traffic-transportation-bands-schedule-after-shows-chicago/20970/',
        'https://cbsnews.com/amp/chicago/news/lollapalooza-day-one-grant-park',
      ],
      airports: [
        {
          name: "Chicago O'Hare International",
          iata: 'ORD',
          note: 'The Blue Line runs from the airport straight into the Loop; get off at Monroe or Jackson for the park.',
        },
        {
          name: 'Chicago Midway International',
          iata: 'MDW',
          note: 'Closer in, on the south-west side. The Orange Line runs to the Loop, where Adams/Wabash is a short walk from Grant Park.',
        },
      ],
      transit: [
        'Grant Park sits on the edge of the Loop. The nearest "L" stops are Monroe, Jackson and Harrison on the Red Line, Monroe and Jackson on the Blue Line, and Washington/Wabash and Adams/Wabash for the Brown, Orange, Purple, Green and Pink Lines.',
        'Metra adds trains and carriages from Thursday to Sunday. From Union Station take CTA bus 126 Jackson, and from Ogilvie Transportation Center the J14 Jeffery Jump; signs in the stations and in the bus windows show the way. Metra asks riders not to bring backpacks or water bottles on board, and alcohol is banned on its trains that weekend.',
        'The CTA sells unlimited-ride passes for one, three and seven days, and contactless cards and phones work at the gates. If you come in from the suburbs, leave your car at a CTA park-and-ride: Rosemont, Cumberland or Forest Park on the Blue Line, Dempster-Skokie on the Yellow, or Howard on the Red.',
      ],
      driving:
        'Do not drive in. Columbus Drive and the streets through the park close for the festival, and downtown traffic stands still while parking prices soar. Rideshare works but is slow: Uber warns of heavier traffic than usual and asks you to check the driver and car before you get in.',
    },
    staying: {
      sources: [
        'https://chicago.curbed.com/2018/8/1/17635122/lollapalooza-2018-grant-park-map-transportation',
        'https://wgntv.com/news/chicago-news/lollapalooza-lures-record-number-of-hotel-guests-but-taylor-swift-is-still-queen/',
        'https://www.daily8.com/en/article/3b0f7e7ba3fcbcd3c19632952847f67c',
        'https://chicago.cbslocal.com/2017/08/02/guide-lollapalooza-2017/',
      ],
      camping:
        'Lollapalooza fills 115 acres of Grant Park between Michigan Avenue and the lake, right in downtown Chicago, so your bed for the weekend is a hotel or a rental in the city.',
      towns:
        "Lollapalooza is usually the busiest hotel week of Chicago's year. In 2023 downtown hotels averaged about 95% full over the festival nights, and the festival's own hotel packages sold out quickly. Book as soon as you have a pass, ideally near a Red or Blue Line stop.",
    },
    weather: {
      sources: [
        'https://weather.gov/lot/August_Normals_Chicago',
        'https://wgntv.com/2018/09/04/at-what-rate-does-the-citys-average-high-temperature-decrease-this-time-of-year/',
        'https://chicago.suntimes.com/weather/2024/07/31/weather-environment-chicago-region-high-wind-rain-hail-storms-climate',
        'https://www.cbsnews.com/chicago/news/storms-thursday-night-for-first-day-of-lollapalooza-in-chicago/',
        'https://www.nbcchicago.com/news/local/lollapalooza-city-tweak-emergency-plan-2/1929403/',
      ],
      month: 'Late July',
      typical:
        "Chicago's normal high at the turn of August is about 29°C (84°F), with nights near 19°C (66°F). Humid days near 32°C (90°F) are common. Thunderstorms can build in the afternoon or evening, some with hail and damaging wind, while a breeze off Lake Michigan often keeps the park a little cooler than inland.",
      packing:
        'Pack for heat and a soaking on the same day. Umbrellas are not allowed, so bring a poncho or a light rain jacket. Wear shoes you do not mind ruining: a 2011 storm turned the park into a mud pit.',
    },
    tips: {
      sources: [
        'https://nbcchicago.com/news/national-international/lollapalooza-temporarily-evacuated-for-severe-weather/51702/?amp=1',
        'https://www.nbcchicago.com/news/local/lollapalooza-city-tweak-emergency-plan-2/1929403/',
        'https://www.nbcchicago.com/news/local/whats-allowed-inside-lollapalooza-heres-the-festivals-bag-policy/2901051/',
        'https://www.dailyherald.com/entlife/20230802/what-to-know-if-you-x2014-or-your-kids-x2014-are-heading-to-lollapalooza-this-weekend',
        'https://chicago.suntimes.com/news/lollapalooza-security-banned-items-safety-festivals-things-to-do-chicago/',
        'https://chicago.curbed.com/2018/8/1/17635122/lollapalooza-2018-grant-park-map-transportation',
      ],
      items: [
        'If a storm clears the park, follow the blue and white signs to the underground shelters: the Grant Park North, Grant Park South and Millennium Lakeside garages, all entered through their vehicle entrances on Michigan Avenue. Grant Park was evacuated this way in 2012 and 2015.',
        'Bags must be clear and no bigger than 12 × 12 × 6 inches. Only a small bum bag or clutch, up to 4.5 × 5.5 inches with one pocket, may be opaque. Hydration packs are allowed if they arrive empty.',
        'Lollapalooza is cashless. Link your wristband to a card before you arrive, and do not tighten it until you are ready to go: it cannot be loosened again, and a replacement costs $25.',
        'The whole festival is non-smoking under Chicago Park District rules, and that covers vapes too.',
        'Entry and transit peak between 2 and 5 pm, and the rush home starts at the 10 pm close. Arrive before or after the afternoon peak to dodge the worst queues.',
        'Bring an empty bottle: free filtered water stations and cooling stations are spread around the park.',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'Umbrellas are banned and summer storms roll over Grant Park.' },
      { itemId: 'hydration-pack', reason: 'Allowed in Grant Park as long as it arrives empty.' },
      { itemId: 'bum-bag', reason: 'A bum bag up to 4.5 × 5.5 inches is the one bag that need not be clear.' },
      { itemId: 'sunscreen', reason: 'Only non-aerosol bottles of 3.4 ounces or less get through the gates.' },
    ],
  },
  {
    slug: 'edc-las-vegas',
    checked: '2026-11-27',
    officialSite: 'https://lasvegas.electricdaisycarnival.com',
    gettingThereUrl: 'https://lasvegas.electricdaisycarnival.com/info/',
    gettingThere: {
      sources: [
        'https://djfrosty.com/2023/05/18/insomniac-ceo-pasquale-rotella-advises-fans-to-consider-arriving-earlier-for-edc-las-vegas',
        'https://solisnews.com/2024/05/09/cost-to-get-to-edc-music-festival-in-vegas-may-be-even-higher-than-some-attendees',
        'https://www.8newsnow.com/news/local-news/whats-the-best-way-to-get-to-edc-this-year/',
        'https://www.reviewjournal.com/local/traffic/edc-traffic-to-bring-the-noise-on-las-vegas-valley-roads-3373250/',
        'https://preview.reviewjournal.com/local/traffic/edc-set-to-pack-las-vegas-roadways-and-speedway-2866798',
        'https://lasvegassun.com/news/2013/jun/21/land-or-air-how-navigate-getting-electric-daisy-fe/',
      ],
      airports: [
        {
          name: 'Harry Reid International (formerly McCarran)',
          iata: 'LAS',
          note: 'The city airport, formerly McCarran. The Speedway lies about 17 miles (27 km) north of the Strip on I-15.',
        },
      ],
      transit: [
        "The festival's own shuttles run from the Strip, and riders say they take back roads around the worst jams. Standard passes sold out early in 2024, leaving peak shuttles that left at 6:30 and 8:30 pm and came back at 4 and 6 am, so buy yours with your ticket.",
        'Taxis add a surcharge of $40 a person to drop you at the Speedway and $60 to pick you up, and the festival itself warns that rideshare is extremely limited in the area.',
      ],
      driving:
        'General parking is free, but every car must leave the lots at the end of each night or be towed. Northbound I-15 is heaviest from mid-afternoon to 10 pm, and the way back is worst from 4 to 11 am. Nevada closes or reverses lanes around exits 52, 54 and 58, Las Vegas Boulevard and Craig Road, so follow the officers and signs. Monday morning, when festival traffic meets the commute, is the slowest of all.',
    },
    staying: {
      sources: [
        'https://electric-daisy-carnival-festival.blogspot.com/2018/06/inside-electric-daisy-carnival-las.html',
        'https://snarkysanta.com/edctales-day-3-5/',
        'https://theblemish.com/2018/05/edc-2018-this-time-without-the-heatstroke/',
        'https://djfrosty.com/2023/05/18/insomniac-ceo-pasquale-rotella-advises-fans-to-consider-arriving-earlier-for-edc-las-vegas',
      ],
      camping:
        'Camp EDC is the campground beside the Speedway, entered with its own wristband. It opened in 2018 with air-conditioned shelters, a pool, parties and yoga. Later editions have laid out pitches on artificial turf around the Mesa, a common area with a pool, bars, food stalls and DJs. The first year sold out all 30,000 places, and arrival on the Thursday meant queues of several hours.',
      towns:
        'If you stay on the Strip instead, you face about 17 miles (27 km) of I-15 to the Speedway each night and the same again at dawn.',
    },
    weather: {
      sources: [
        'https://vegas-weather.com/blog/edc-las-vegas-festival-weather',
        'https://www.reviewjournal.com/local/weather/will-strong-winds-cause-problems-at-edc-again-its-possible-on-day-2-3374065/',
        'https://www.reviewjournal.com/weather/cool-and-windy-for-edc-weekend-in-las-vegas-valley-1666602/',
        'https://lasvegas.electricdaisycarnival.com/info/',
      ],
      month: 'May',
      typical:
        'On EDC weekend Las Vegas normally reaches about 32°C (90°F) by day and falls to around 19°C (67°F) at night, and on those dates it has not dropped below 10°C (50°F) for 47 years. Wind is the bigger threat: gusts of 30 to 50 mph (50 to 80 km/h) closed some stages in 2019, shut the festival early one night in 2012 and can raise blowing dust.',
      packing:
        'The music runs from dusk to dawn, so you miss the worst heat but feel the wind. Bring a light jacket for the small hours and something to cover your mouth and eyes when dust flies. Rain is rare, though the show goes on rain or shine.',
    },
    tips: {
      sources: [
        'https://lasvegas.electricdaisycarnival.com/info/',
        'https://lasvegassun.com/news/2013/jun/21/land-or-air-how-navigate-getting-electric-daisy-fe/',
        'https://www.8newsnow.com/news/local-news/whats-the-best-way-to-get-to-edc-this-year/',
        'https://theblemish.com/2018/05/edc-2018-this-time-without-the-heatstroke/',
        'https://electric-daisy-carnival-festival.blogspot.com/2018/06/inside-electric-daisy-carnival-las.html',
      ],
      items: [
        'There is no re-entry: once you leave the Speedway for the night you are out, so bring everything you need in one trip.',
        'Expect a TSA-style search with pockets emptied and a full pat-down. For a 21+ wristband you need a US ID or a physical passport; a foreign driving licence is not enough.',
        'Driving in, leave I-15 at exit 54 for the Blue Lot on the north side of the Speedway; the west and south lots are reached from Las Vegas Boulevard.',
        'Fill your tank before you head north and share the car: first-timers have sat two and a half hours in the queue for the last stretch.',
        'Parking has opened at 2 pm and an opening ceremony has started at 4 pm, hours before the full grounds open at dusk. Arriving early spreads out the traffic.',
      ],
    },
    packingFocus: [
      { itemId: 'bandana', reason: 'Desert gusts of 30 to 50 mph raise dust at the Speedway.' },
      { itemId: 'packable-jacket', reason: 'You dance until 5:30 am, when the desert is at its coolest.' },
      { itemId: 'led-accessories', reason: 'The whole festival happens after dark, so light helps your friends spot you.' },
    ],
  },
  {
    slug: 'governors-ball',
    checked: '2026-11-27',
    officialSite: 'https://www.govball.com',
    gettingThereUrl: 'https://support.govball.com/hc/en-us',
    gettingThere: {
      sources: [
        'https://eatsip365.com/finding-a-hotel-at-flushing-near-the-airport',
        'https://theconcertchronicles.com/2025/06/16/55827',
        'https://www.amny.com/transit/lirr-24-7-service-mets-willets-point-2023/',
        'https://eathealthy365.com/navigating-to-flushing-meadows-in-new-york',
      ],
      airports: [
        {
          name: 'LaGuardia',
          iata: 'LGA',
          note: 'The closest airport: Flushing, beside the festival park, is very close to LaGuardia.',
        },
        {
          name: 'John F. Kennedy International',
          iata: 'JFK',
          note: 'Also in Queens, and reasonably easy to reach from Flushing.',
        },
      ],
      transit: [
        'The 7 train runs from Manhattan, through Grand Central and Times Square, to Mets-Willets Point at the edge of the festival. It takes 40 to 50 minutes from Midtown. After the final set, extra express trains back to Manhattan leave every few minutes.',
        'The Long Island Rail Road also stops at Mets-Willets Point, on the Port Washington Branch, about 20 minutes from Penn Station. The station has been open every day since 2023, and a boardwalk leads from the platform to the entrance.',
      ],
    },
    staying: {
      sources: [
        'https://fasthorseinc.com/blog/2013/08/leaving-the-muddy-governors-ball-with-a-smile',
        'https://www.newsbreak.com/news/2381977289086/la-s-rockaway-records-goes-all-in-on-vinyl-rare-tees-and-an-alternative-retail-strategy',
        'https://theconcertchronicles.com/2025/06/16/55827',
        'https://rooz.me/best-location-for-flushing-meadows/',
        'https://licnyc.com/2015/05/03',
        'https://zealnews.africa/en/post/governors-ball-2025-event-guide-everything-you-need-to-know-to-go-NeAfp',
      ],
      camping:
        'Gov Ball is a city festival with no camping on site. It fills part of Flushing Meadows Corona Park, the 897-acre park in Queens that hosted the World\'s Fair, and you sleep in a hotel or a rental.',
      towns:
        'Flushing, at the end of the 7 line just past the park, has the nearest hotels. Long Island City has far more rooms: it had about 25 hotels by 2015. Airport hotels at LaGuardia are poorly linked to the 7.',
    },
    weather: {
      sources: [
        'https://weathergamut.com/2019/07/01/june-2019-a-soggy-start-to-summer-in-nyc',
        'https://weathergamut.com/2017/07/01/june-2017-a-temperature-roller-coaster-in-nyc',
        'https://www.weathergamut.com/2013/07/01/',
        'https://www.amny.com/entertainment/governors-ball-nyc-1.13636858',
      ],
      month: 'June',
      typical:
        'Early June in New York is warm and changeable. The month averages about 22°C (72°F), yet recent Junes have swung between afternoon highs of 14°C and 34°C (58 to 94°F). Central Park gets about 112 mm (4.4 in) of rain in an average June, much of it in heavy bursts.',
      packing:
        'Bring a hat and sunscreen for hot spells and a poncho for downpours. The grass turns to mud quickly in rain, so wear shoes you can write off.',
    },
    tips: {
      sources: [
        'https://snsmix.com/2025/06/09/',
        'https://zealnews.africa/en/post/governors-ball-2025-event-guide-everything-you-need-to-know-to-go-NeAfp',
        'https://eathealthy365.com/navigating-to-flushing-meadows-in-new-york',
        'https://fasthorseinc.com/blog/2013/08/leaving-the-muddy-governors-ball-with-a-smile',
        'https://www.weathergamut.com/2013/07/01/',
      ],
      items: [
        "Weather can push back the gates. In 2025 the festival delayed Saturday's doors to 4:30 pm and asked everyone to hold off travelling, so check its channels before you leave.",
        'Gov Ball has moved several times: Governors Island in 2011, Randall\'s Island for eight years, the Citi Field car park, and Flushing Meadows Corona Park since 2023. Old guides and maps send you to the wrong island.',
        'From Midtown the LIRR costs more than the subway but takes about half the time of the 7, and its trains are less crowded.',
        'Respect the rain forecast: in 2013 the remnants of Tropical Storm Andrea left calf-deep mud and cancelled a headliner.',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'June showers arrive in heavy bursts over Queens.' },
      { itemId: 'wellington-boots', reason: 'A wet Gov Ball has left the grass calf-deep in mud.' },
      { itemId: 'bucket-hat', reason: 'New York June afternoons can reach 34°C.' },
    ],
  },
  {
    slug: 'ultra-miami',
    checked: '2026-11-27',
    officialSite: 'https://ultramusicfestival.com',
    gettingThereUrl: 'https://ultramusicfestival.com/info/',
    gettingThere: {
      sources: [
        'https://airport.flights/es/airport/mia/transport',
        'https://www.miaminewtimes.com/news/metrorail-finally-reaches-mia-but-getting-to-south-beach-is-still-no-easy-task-6388539',
        'https://www.extendedstayhotelnetwork.com/miami/getting_around_miami.html',
        'https://onlyindade.com/trending-news/184',
        'https://www.miamibeach411.com/news/get-to-ultra',
        'https://www.wlrn.org/news-in-brief/2025-03-27/metrorail-metromover-services-expanded-ultra-music-festival',
        'https://www.miaminewtimes.com/music/how-to-get-to-ultra-music-festival-2017-and-bayfront-park-9225598',
        'https://gmg-wplg-prod.cdn.arcpublishing.com/news/local/2025/03/28/downtown-miami-traffic-pattern-changes-for-ultra-music-festival',
      ],
      airports: [
        {
          name: 'Miami International',
          iata: 'MIA',
          note: 'About 8 miles (13 km) from downtown. The free MIA Mover links the terminals to the Metrorail Orange Line, which reaches Government Center in about 25 minutes.',
        },
        {
          name: 'Fort Lauderdale–Hollywood International',
          iata: 'FLL',
          note: 'Often cheaper, with more low-cost airlines; 25 to 40 minutes north of Miami by road.',
        },
      ],
      transit: [
        'Ride Metrorail to Government Center, then change to the free Metromover and get off at Bayfront Park or College/Bayside. All three Metromover loops, Omni, Brickell and Inner, stop at both.',
        'For the festival Miami-Dade runs Metrorail and Metromover from 5 am to 2 am on Friday and Saturday, and until midnight on Sunday.',
        'From Fort Lauderdale, West Palm Beach, Boca Raton or Orlando, Brightline runs to MiamiCentral, where the Metromover takes you on. Tri-Rail has run late trains from Broward and Palm Beach to its Miami Airport station for a Metrorail connection.',
      ],
      driving:
        'Biscayne Boulevard beside the park closes from Thursday night to Monday morning, and leaving the area after the last set can take 90 minutes in traffic. If you must drive, park at an outer Metrorail station such as Dadeland South, Coconut Grove or Douglas Road and ride in.',
    },
    staying: {
      sources: [
        'https://local10.com/entertainment/get-ready-miami-ultra-music-festival-starts-on-friday',
        'https://www.miamibeach411.com/news/get-to-ultra',
        'https://www.miaminewtimes.com/music/ultra-ravers-boost-miami-tourism-pack-hotels-through-march-at-23812-per-night-6442293',
      ],
      camping:
        'Bayfront Park is a fenced 32-acre park on Biscayne Bay in the middle of downtown Miami, so your base for the weekend is a hotel or a rental rather than a tent.',
      towns:
        'Stay within half a mile of a Metromover stop, downtown or in Brickell, and you ride free to the gates. Miami Beach has no rail link to the park. March is high season: Miami-Dade hotels ran 89% full through March 2013, with about 60% of festival-goers paying for a room.',
    },
    weather: {
      sources: [
        'https://www.climatestotravel.com/climate/united-states/miami',
        'https://gmg-wplg-prod.cdn.arcpublishing.com/news/local/2025/03/28/downtown-miami-traffic-pattern-changes-for-ultra-music-festival',
        'https://www.miamiherald.com/entertainment/article140939493.html',
      ],
      month: 'March',
      typical:
        'Late March in Miami is warm without the sticky summer heat: about 27°C (81°F) by day and 16°C (61°F) at night, with around 60 mm of rain on five or so days of the month. Showers still reach festival weekends; in 2025 the forecast gave a 50% chance of rain on Saturday and Sunday.',
      packing:
        'Dress for a warm day by the bay, and keep a poncho and a thin layer for evening showers and the breeze off the water.',
    },
    tips: {
      sources: [
        'https://local10.com/entertainment/get-ready-miami-ultra-music-festival-starts-on-friday',
        'https://winenfood.com/a-guide-to-all-umf-miami-festival-regulations',
        'https://gmg-wplg-prod.cdn.arcpublishing.com/news/local/2025/03/28/downtown-miami-traffic-pattern-changes-for-ultra-music-festival',
        'https://www.nbcmiami.com/news/local/ultra-music-festival-returns-from-lineup-to-street-closures-heres-everything-you-need-to-know/2998867/',
        'https://www.wlrn.org/news-in-brief/2025-03-27/metrorail-metromover-services-expanded-ultra-music-festival',
      ],
      items: [
        'Ultra has a clear bag policy: check the current size rules on the festival info page before you pack.',
        'General admission is 18 and over, and you must be 21 to buy alcohol or enter VIP. Bring a valid passport or driving licence; photocopies and photos on your phone are refused.',
        'The first-day entry line in 2025 stretched for hours, so plan to be in the queue long before the Friday set you care about.',
        'Sunday ends earlier than the other days, and so does the late train: Metrorail and Metromover stop at midnight that night instead of 2 am.',
        'When general admission sells out, police warn of fake resellers in the streets and online. Buy only through the official channels.',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'March showers still pass over Bayfront Park.' },
      { itemId: 'sunscreen', reason: 'Afternoons by the bay reach about 27°C.' },
      { itemId: 'earplugs', reason: 'Eight stages of electronic sound play into the night.' },
    ],
  },
  {
    slug: 'osheaga',
    checked: '2026-11-27',
    officialSite: 'https://www.osheaga.com/en',
    gettingThereUrl: 'https://www.parcjeandrapeau.com/en/getting-to-the-parc-metro-car-bike-river-shuttle/',
    gettingThere: {
      sources: [
        'https://www.eventtrk.com/events/56/osheaga-festival/215/getting-to-osheaga-biking-driving-walking-metro-more',
        'https://www.parcjeandrapeau.com/en/getting-to-the-parc-metro-car-bike-river-shuttle/',
        'https://montrealgazette.com/news/local-news/young-crowds-invade-the-metro-as-osheaga-2023-begins',
        'https://dailyhive.com/montreal/how-survive-osheaga-2016',
        'https://www.qub.ca/article/chaos-au-metro-jean-drapeau-preparez-vous-a-attendre-longtemps-apres-osheaga-1818158203',
        'https://www.cbc.ca/news/canada/montreal/osheaga-2015-a-survivor-s-guide-to-the-festival-1.3173699',
        'https://www.freecandie.com/the-first-timers-guide-to-montreals-osheaga/',
      ],
      airports: [
        {
          name: 'Montréal–Trudeau International',
          iata: 'YUL',
          note: 'The 747 express bus runs around the clock from the airport to downtown, where the metro takes you on to the park.',
        },
      ],
      transit: [
        'Take the metro Yellow Line to Jean-Drapeau station: change at Berri-UQAM and ride towards Longueuil. The station exits at Espace 67, a short walk from the festival gates.',
        'Buy your return ticket or a multi-day pass before you go. The ticket queue at Jean-Drapeau after the last set is long, and after a 2025 stadium show at the park some people took over three hours to get home.',
        'In summer a river shuttle runs to the islands from the Old Port (Jacques-Cartier pier) and from Longueuil, and it takes bikes. You can also cycle over on the Jacques Cartier or Concorde bridge paths and leave your bike at the festival bike park.',
      ],
      driving:
        'Driving is the worst option. Cars reach the park only by the Jacques Cartier and Concorde bridges, traffic is heavy and parking expensive, and late-night rideshare carries steep surcharges. Bikes are banned on the metro during major events.',
    },
    staying: {
      sources: [
        'https://montrealrampage.com/osheaga-survival-guide-2015/',
        'https://montrealrampage.com/osheaga-survival-guide-2017-what-to-wear-where-to-stay-what-to-do-who-to-see-and-how-to-party',
        'https://drifterplanet.com/osheaga-festival-montreal-by-flighthub/',
      ],
      camping:
        'Osheaga has offered its own stay, "Hotel Osheaga": rooms in summer-empty student residences such as Carrefour Sherbrooke and McGill\'s Royal Victoria College, plus partner hotels, all within about 15 minutes of the site by metro. You must be 18 or over to book it.',
      towns:
        "Downtown and the Plateau-Mont-Royal are the easy bases, both a few metro stops from Berri-UQAM. The Plateau sits beside Boulevard Saint-Laurent, where the city's nightlife carries on after the festival closes.",
    },
    weather: {
      sources: [
        'https://www.climatestotravel.com/climate/canada/montreal',
        'https://hessslslslsls.azureedge.net/wiki/Template:Montr%C3%A9al%E2%80%93Trudeau_weatherbox',
        'https://montrealgazette.com/entertainment/surviving-osheaga-101',
        'https://dailyhive.com/montreal/how-survive-osheaga-2016',
      ],
      month: 'Late July',
      typical:
        "Montreal's late July averages about 27°C (81°F) by day and 16°C (61°F) at night. Around 90 mm of rain falls over roughly 12 days of the month, often in afternoon thunderstorms, and humid heatwaves push the humidex well above the thermometer.",
      packing:
        'Plan for sun and a downpour in the same afternoon. Bring a poncho, a hat and lotion sunscreen (aerosols are not allowed), bug spray for the island, and a sealable bag to keep your phone dry.',
    },
    tips: {
      sources: [
        'https://dailyhive.com/montreal/osheaga-festival-checklist-lifehacks',
        'https://www.cbc.ca/news/canada/montreal/osheaga-2015-a-survivor-s-guide-to-the-festival-1.3173699',
        'https://info.osheaga.com/customer/en/portal/articles/1932949-planning-faq',
        'https://www.freecandie.com/the-first-timers-guide-to-montreals-osheaga/',
        'https://montrealgazette.com/entertainment/surviving-osheaga-101',
      ],
      items: [
        'Osheaga is cashless: a payment card is all you need at the bars and food stands.',
        'You may bring your own food, but not coolers or lunch boxes. A clear plastic bottle can be refilled at the water fountains.',
        'The drinking age in Quebec is 18. If you plan to drink, carry two pieces of valid ID.',
        'Walk past the main stages to find the food-truck area; first-timers often miss it.',
        'Phone reception in the park is poor, so agree on a meeting point before you split up.',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'Afternoon thunderstorms are common on the island in late July.' },
      { itemId: 'sunscreen', reason: 'Only lotion sunscreen is allowed; aerosol cans are refused.' },
      { itemId: 'waterproof-phone-pouch', reason: 'Sudden downpours soak everything on the open site.' },
      { itemId: 'collapsible-bottle', reason: 'Water fountains on site refill your own bottle.' },
    ],
  },
  {
    slug: 'bonnaroo',
    checked: '2026-11-27',
    officialSite: 'https://www.bonnaroo.com',
    gettingThereUrl: 'https://www.bonnaroo.com/festival-info',
    gettingThere: {
      sources: [
        'https://www.tennessean.com/story/entertainment/music/bonnaroo/2019/06/06/where-bonnaroo-traffic-directions-heading-into-manchester-tennessee/1365752001/',
        'https://www.travelocity.com/inspire/bonnaroo-2014-need-know',
        'https://www.afar.com/places/bonnaroo-music-festival-manchester',
        'https://boropulse.com/2019/06/post-malone-phish-griz-avett-brothers-and-thousands-of-music-fans-to-head-to-the-farm-for-bonnaroo-2019/',
        'https://www.thunder1320.com/news/bonnaroo-traffic/',
        'https://your-festival-experience.com/insiders-guide-to-bonnaroo-part-1/',
      ],
      airports: [
        {
          name: 'Nashville International',
          iata: 'BNA',
          note: 'The farm is about 60 miles (95 km) south-east of Nashville, roughly an hour by car.',
        },
        {
          name: 'Chattanooga Metropolitan',
          iata: 'CHA',
          note: 'Manchester is about an hour from Chattanooga; the site lies roughly 40 miles (65 km) north-west of the city.',
        },
      ],
      transit: [
        'No public transport reaches the farm. In some years the festival has sold single-day tickets with a shuttle from Nashville included, so check the current ticket options if you will not have a car.',
      ],
      driving:
        'Leave I-24 at exit 111 (State Route 55), the main festival exit; exits 97, 105, 117 and 127 take over when queues build. Festival traffic is kept in the right lane and on the shoulder, the speed limit drops to 55 mph, and you can call 511 for updates. Queues into the campground have lasted many hours in past years, so arrive with fuel, food, water and an empty bladder.',
    },
    staying: {
      sources: [
        'https://www.tullahomanews.com/camping-the-roo/',
        'https://boropulse.com/2019/06/post-malone-phish-griz-avett-brothers-and-thousands-of-music-fans-to-head-to-the-farm-for-bonnaroo-2019/',
        'https://www.bonnaroo.com/festival-info/facilities',
        'https://oneedm.com/edm-news/bonnaroo-and-tennessee-department-of-transportations-working-together/',
        'https://www.festivalhotelnetwork.com/bonnaroo/bonnaroo.html',
        'https://magazine.trivago.com/coachella-hotel-prices/',
      ],
      camping:
        'Camping is the heart of Bonnaroo: tens of thousands live on the 700-acre farm for the weekend. Options have included car camping, tent-only, "Groop" camping for 24 or more friends, family, accessible, VIP and RV camping. Each campground has Pods, help points under numbered, coloured balloons, staffed around the clock with information, medical and security tents, toilets and hand-washing. General camping has opened at 8 pm on the Wednesday and closed at noon on Monday.',
      towns:
        'Manchester is a town of just over 10,000 people. Unlike desert festival towns, its hotels barely raise prices for the festival: trivago found rooms around $75 a night during Bonnaroo 2017.',
    },
    weather: {
      sources: [
        'https://www.tennessean.com/story/entertainment/music/bonnaroo/2019/06/04/bonnaroo-2019-weather-forecast-manchester-tn/1342152001/',
        'https://www.tennessean.com/story/news/2022/06/15/bonnaroo-weather-predict-heat-high-temperature-rain-forecast/7625287001/',
        'https://whnt.com/weather/valleywx-blog/bonnaroo-2017-forecast-pack-plenty-of-sunscreen/',
        'https://www.daily8.com/en/article/e607a44ab45b07b02514de3e6e44a156',
        'https://www.rollingstone.com/music/music-news/bonnaroo-canceled-due-to-flooded-festival-grounds-1219260/',
        'https://mtsusidelines.com/2025/06/10/rain-or-shine-what-to-expect-from-the-weather-at-bonnaroo-2025/',
        'https://music.mxdwn.com/2025/06/13/news/bonnaroo-organizers-announce-cancelation-of-remainder-of-2025-festival-due-to-inclement-weather/',
        'https://www.lpm.org/music/2008-05-21/early-prep-for-bonnaroo',
      ],
      month: 'June',
      typical:
        'The National Weather Service in Nashville puts a typical festival weekend in the mid-80s °F (about 29 to 30°C), and hot years reach the mid-90s (35°C). Nights usually fall into the 60s °F (16 to 20°C), occasionally the 50s. Humid air brings thunderstorms: heavy rain ended the 2025 festival after one day, and flooding cancelled the 2021 edition outright.',
      packing:
        'Shade is what you will miss most, so bring a canopy for camp and plenty of sunscreen. Pack waterproof gear, shoes that cope with mud and spare socks. When lightning stops the music, the festival tells everyone to shelter in their cars, so keep yours clear enough to sit in.',
    },
    tips: {
      sources: [
        'https://www.bonnaroo.com/festival-info/facilities',
        'https://your-festival-experience.com/insiders-guide-to-bonnaroo-part-1/',
        'https://www.lpm.org/music/2008-05-21/early-prep-for-bonnaroo',
        'https://unseenfootprints.com/bonnaroo-camping',
      ],
      items: [
        'Find your nearest Pod on the map on the first day: its tethered balloon is the easiest landmark in a sea of tents.',
        'Every tap on the farm is filtered and safe. Some fountains draw from the farm\'s own wells and can smell faintly of sulphur, which is harmless.',
        'Glass is banned at the tollbooth search, and any spirits in glass bottles are poured out in front of you. Kegs, bicycles and glow sticks are refused too.',
        'Ice sold in Centeroo is expensive. Freeze large bottles of water before you leave home: they keep the cooler cold and you drink them as they melt.',
        'Car-camping plots are tight, about two car lengths including the car, so plan a compact layout and check your tent and car fit.',
      ],
    },
    packingFocus: [
      { itemId: 'sunscreen', reason: 'Campsites and Centeroo have little shade under the June sun.' },
      { itemId: 'wellington-boots', reason: 'Storms have flooded the farm and turned Centeroo to mud.' },
      { itemId: 'rain-poncho', reason: 'Humid June afternoons bring thunderstorms over Manchester.' },
      { itemId: 'camping-chair', reason: 'You live at your campsite for four or five days.' },
    ],
  },
];
