import type { FestivalGuide } from '#content/schemas';

/** When the facts below were last checked against their sources. */
const checked = '2026-11-27';

/** Guides for the festivals of content/festivals/europe.ts, each fact with the pages that confirmed it. */
export const europeGuides: FestivalGuide[] = [
  {
    slug: 'tomorrowland',
    checked,
    officialSite: 'https://belgium.tomorrowland.com',
    gettingThereUrl: 'https://www.tomorrowland.com/en/global-journey/practical/rules-and-conditions',
    gettingThere: {
      airports: [
        {
          name: 'Brussels Airport (Zaventem)',
          iata: 'BRU',
          note: 'Official festival shuttles have run from the airport straight to DreamVille and the festival site in Boom.',
        },
      ],
      transit: [
        'Global Journey is the festival’s own travel package. It bundles your pass with a flight, a train (Eurostar, Thalys or Belgian rail) or a coach (Flixbus, Eurobussing), and hotel packages include breakfast.',
        'Festival shuttles have linked Brussels Airport, Brussels-Midi station and several Brussels hotels with DreamVille and the site. The organisers also run buses to railway stations when the weekend ends.',
      ],
      driving:
        'The streets around the site, such as Dirkputstraat, Bosstraat and Schommelei, become a permit-only zone from Wednesday evening to Monday afternoon. A wider zone keeps festival traffic out of Boom and Rumst, where walking or cycling is the quickest way around.',
      sources: [
        'https://www.keolis.be/en/newsroom/keolis-transported-more-70000-visitors-tomorrowland-festival',
        'https://www.tomorrowland.com/en/global-journey/practical/rules-and-conditions',
        'https://www.hln.be/boom/vanuit-tomorrowland-terug-naar-alle-uithoeken-van-de-wereld-hopelijk-vandaag-nog-terug-in-munchen~ae275832/',
        'https://www.hln.be/in-de-buurt/boom/tijdelijke-verkeersmaatregelen-voor-tomorrowland-maar-handelaars-blijven-bereikbaar~a034bcc4/',
      ],
    },
    staying: {
      camping:
        'DreamVille is the official campsite, and tens of thousands sleep there each weekend. You can bring your own tent or book a ready-made one: Magnificent Greens comes with a tent, mattress and sleeping bag, and Easy Tent adds a light and locks. Relax Room, DreamLodge, Kokono, Cabana and Ensuite guests check in at a hotel-style lobby.',
      towns:
        'Global Journey hotel packages put you in Brussels hotels, with coaches from the hotel doors to the festival and back.',
      sources: [
        'https://www.nieuwsblad.be/cnt/dmf20180719_03623475',
        'https://nerdmovieproductions.it/2019/08/01/tomorrowland-consigli/2/',
        'https://www.hln.be/in-de-buurt/boom/laat-de-madness-maar-komen-38-000-festivalgangers-van-over-hele-wereld-overrompelen-camping-tomorrowland~a96eea97/',
        'https://www.ringtv.be/mobiliteit-cultuur/people-tomorrow-reizen-met-rantour-en-brussels-airlines-echt-happy-people',
      ],
    },
    weather: {
      month: 'July',
      typical:
        'Nearby Antwerp averages 23°C by day and 13°C at night in July. July and August are its warmest months and also its wettest, and a hot spell can push past 30°C.',
      packing:
        'Belgian summer weather is hard to call, so pack a warm top for the night and a rain layer along with your festival outfits.',
      sources: [
        'https://www.world-guides.com/europe/belgium/flanders/antwerp/antwerp_weather.html',
        'https://nerdmovieproductions.it/tomorrowland-consigli/3',
      ],
    },
    tips: {
      items: [
        'Pearls, loaded on your bracelet, are the only way to pay at Tomorrowland and DreamVille. Top up online before you travel: unspent Pearls from an online top-up are refunded automatically.',
        'Pearls belong to one weekend. Those bought for Weekend 1 do not work in Weekend 2.',
        'Do not cut it fine at the gate. In 2019 nobody was let in after 22:00 on Friday and Saturday, or after 21:00 on Sunday.',
        'DreamVille opens on Thursday with The Gathering pre-party. Check-in closes on Saturday at noon, and everyone must be out by Monday at noon.',
        'On Monday, the queue for local buses towards Antwerp has topped an hour. Use the festival’s own buses to stations and the airport, and check your bag in for Brussels Airlines at the campsite.',
      ],
      sources: [
        'https://belgium.tomorrowland.com/nl/mijn-bracelet/cashless-information',
        'https://www.tomorrowland.com/en/festival/mybracelet/what-are-pearls',
        'https://www.tomorrowland.com/fr/festival/billets/conditions-generales',
        'https://www.nieuwsblad.be/cnt/dmf20180719_03623475',
        'https://www.hln.be/boom/vanuit-tomorrowland-terug-naar-alle-uithoeken-van-de-wereld-hopelijk-vandaag-nog-terug-in-munchen~ae275832/',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'July is one of the wettest months around Antwerp.' },
      { itemId: 'packable-jacket', reason: 'Nights near Boom average about 13°C.' },
      { itemId: 'sleeping-bag', reason: 'A DreamVille night is cooler than the dance floor.' },
    ],
  },
  {
    slug: 'primavera-sound',
    checked,
    officialSite: 'https://www.primaverasound.com',
    gettingThereUrl:
      'https://noticies.tmb.cat/sala-de-premsa/tmb-reforca-servei-de-metro-festival-primavera-sound-2024',
    gettingThere: {
      airports: [
        {
          name: 'Barcelona–El Prat',
          iata: 'BCN',
          note: 'About 19.5 km from Parc del Fòrum, roughly 19 minutes by taxi.',
        },
        {
          name: 'Girona–Costa Brava',
          iata: 'GRO',
          note: 'About 80 km from Parc del Fòrum.',
        },
      ],
      transit: [
        'Metro line L4, the yellow line, stops at El Maresme | Fòrum, 150 metres from the festival. Every other metro line connects to it. During the festival it runs until 2am on Friday and all night on Saturday.',
        'Two night shuttle buses have linked Parc del Fòrum with Plaça Catalunya in the small hours. City buses 7, 36, 41, 43 and 141, night buses N6 and N7 and the T4 tram also serve the Fòrum.',
      ],
      sources: [
        'https://noticies.tmb.cat/sala-de-premsa/tmb-reforca-servei-de-metro-festival-primavera-sound-2024',
        'https://www.festivalabroad.com/festivals/primavera-sound-barcelona/planning',
        'https://internazionale.it/notizie/giovanni-ansaldo/2015/05/26/primavera-sound-2015-lineup-informazioni',
      ],
    },
    staying: {
      camping:
        'There is no camping. The festival fills a concrete seafront park, so you sleep in a hotel, hostel or flat in Barcelona.',
      towns:
        'Barcelona fills up on festival weekends, and hostel dorms can jump to several times their usual price. Book your bed as soon as you have your ticket, and book flights early too.',
      sources: [
        'https://tonedeaf.thebrag.com/primavera',
        'https://www.musicfestivalwizard.com/how-to-survive-the-primavera-festival-in-barcelona/',
        'https://mointheworld.com/21-useful-things-i-learned-about-primavera-sound/',
      ],
    },
    weather: {
      month: 'Early June',
      typical:
        'Barcelona in June ranges from about 16°C at night to 24°C by day. Rain is rare: at most nine wet days and about 24 mm in the month.',
      packing:
        'The afternoon sun feels hot, but the seafront cools fast once it sets. Carry a warm layer for the small hours, and wear trainers: the ground is concrete, not mud.',
      sources: [
        'https://www.thomascook.com/holidays/weather/spain/barcelona/june/',
        'https://www.shbarcelona.com/blog/en/primavera-sound/',
        'https://tonedeaf.thebrag.com/primavera',
      ],
    },
    tips: {
      items: [
        'The main acts play from early evening until about 6am. Keep your afternoons for the beach or a siesta.',
        'Some Auditori concerts need a seat reservation. Those were sold on the day at the box offices outside Parc del Fòrum from 3pm, two per person.',
        'The food stalls are decent but pricey. Eat a proper meal in the city before you head to the Fòrum.',
        'The site is compact, so you can often catch parts of two clashing sets on different stages.',
      ],
      sources: [
        'https://www.shbarcelona.com/blog/en/primavera-sound/',
        'https://www.primaverasound.es/faq?lang=en',
      ],
    },
    packingFocus: [
      { itemId: 'packable-jacket', reason: 'Sets run until dawn, when the seafront is coolest.' },
      { itemId: 'sunscreen', reason: 'June in Barcelona is mostly dry and sunny.' },
      { itemId: 'hiking-socks', reason: 'Long nights on a concrete site are hard on your feet.' },
    ],
  },
  {
    slug: 'sziget',
    checked,
    officialSite: 'https://szigetfestival.com',
    gettingThereUrl: 'https://bkk.hu/en/2018/08/budapests-public-transport-services-2018s-sziget-festival/print/',
    gettingThere: {
      airports: [
        {
          name: 'Budapest Ferenc Liszt International',
          iata: 'BUD',
          note: 'A Sziget bus has run from the airport straight to the festival. Otherwise take the public airport bus and change for the island.',
        },
      ],
      transit: [
        'The H5 suburban railway (HÉV) is the quickest way in: get off at Filatorigát. During the festival it runs more often and through the night. You reach it from metro M2 and several tram lines.',
        'Special boats have sailed from Jászai Mari tér to the island. Night buses 901 and 918 run larger vehicles during festival week.',
      ],
      driving:
        'Driving is not recommended: there are usually no spaces near the island. The festival sells guarded parking, with a walk or a shuttle to the gate. Only the official City Taxi may drive onto the island; other taxis stop at the K-bridge.',
      sources: [
        'https://bkk.hu/en/2018/08/budapests-public-transport-services-2018s-sziget-festival/print/',
        'https://index.hu/english/2019/08/07/sziget_festival_budapest_hungary_survival_toolkit_faq',
        'https://index.hu/kultur/zene/2019/08/07/sziget_fesztival_kozszolgalat_tudnivalok/',
        'https://dailynewshungary.com/all-the-practical-information-you-need-before-heading-to-sziget-2018/',
        'https://bristolbeatsclub.com/features/everything-you-need-to-know-before-sziget',
      ],
    },
    staying: {
      camping:
        'You camp on Óbuda Island itself. Free camping comes with a ticket for two or more days in a row, and paid campsites offer reserved spots with more comfort.',
      towns:
        'Budapest hostels and flats cost more than usual in festival week, and beds run short. Book early if you would rather not camp.',
      sources: [
        'https://dailynewshungary.com/all-the-practical-information-you-need-before-heading-to-sziget-2018/',
        'https://www.skibumvanlife.com/the-harvey-falcon-guide-to-the-sziget-festival/page/2/?et_blog',
      ],
    },
    weather: {
      month: 'August',
      typical:
        'August is Budapest’s warmest month, averaging 28.8°C by day and 17.6°C at night. Expect about ten days with rain, some of it in short, heavy bursts.',
      packing:
        'Dress for heat by day with sun cream and shorts. Keep a light sweater and a raincoat in your tent, and wear shoes that cope with a downpour.',
      sources: [
        'https://weather-atlas.com/en/hungary/budapest-weather-august',
        'https://www.holiday-weather.com/budapest/averages/august/',
        'https://welovebudapest.com/en/toplist/2024/08/03/nightlife-sziget-festival-guide/',
      ],
    },
    tips: {
      items: [
        'Get the Sziget-Budapest CityPass wristband. It covers buses, trams, the metro, the HÉV and the festival boats, and pre-ordering it has included the airport shuttle.',
        'A one-day ticket runs from 6am to 8am the next morning. The campsite and showers are only for those with at least two days in a row.',
        'There is no need to fly with a tent: a superstore just outside the island sells camping gear at fair prices.',
        'BKK has a customer point in an old Ikarus bus by the K-bridge entrance. Staff there sell transport passes and speak several languages.',
        'On the last day the H5 runs round the clock and trains to Vienna and Ljubljana get extra carriages.',
      ],
      sources: [
        'https://bottlecaptravels.com/sziget-the-island-of-freedom/',
        'https://dailynewshungary.com/all-the-practical-information-you-need-before-heading-to-sziget-2018/',
        'https://www.efestivals.co.uk/forums/blogs/entry/1621-sziget-guide-2012/',
        'https://bkk.hu/en/2018/08/budapests-public-transport-services-2018s-sziget-festival/print/',
        'https://hvg.hu/itthon/20230816_Tobb_kocsit_allit_be_a_MAV_hogy_haza_tudjanak_utazni_a_szigetezok',
      ],
    },
    packingFocus: [
      { itemId: 'sunscreen', reason: 'August afternoons in Budapest average almost 29°C.' },
      { itemId: 'collapsible-bottle', reason: 'A week of summer heat on the island.' },
      { itemId: 'rain-poncho', reason: 'August rain comes in short, heavy bursts.' },
      { itemId: 'bum-bag', reason: 'Your card or wristband is your wallet in a cashless festival.' },
    ],
  },
  {
    slug: 'roskilde',
    checked,
    officialSite: 'https://www.roskilde-festival.dk',
    gettingThereUrl: 'https://roskilde-festival.dk/practical/',
    gettingThere: {
      airports: [
        {
          name: 'Copenhagen Airport (Kastrup)',
          iata: 'CPH',
          note: 'Trains reach Roskilde, about 30 km from Copenhagen, in around 36 minutes.',
        },
      ],
      transit: [
        'A shuttle train runs every half hour between Roskilde Station and the festival’s own station, Roskilde Festival St., by Camping West. Festival staff sell its tickets on the platform at Roskilde Station.',
        'Buses have run every 15 minutes, day and night, between the festival and Roskilde Station. After midnight some go on to Copenhagen Central Station.',
      ],
      driving:
        'Køgevej, the road past the east entrance, jams on arrival day, and dropping people off on the road is not allowed. The police suggest dropping passengers at Trekroner or Høje Taastrup station so they can take the train to Roskilde.',
      sources: [
        'https://nyheder.dk/nyheder/sadan-gar-togene-til-roskilde-festival-og-tinderbox/1198285',
        'https://www.independent.co.uk/arts-entertainment/travel-metroland-wonderful-wonderful-day-trips-1180308.html',
        'https://what-when-how.com/Tutorial/topic-583d82/Denmark-249.html',
        'https://www.roskildenyt.dk/2015/07/time-to-say-goodbye/',
        'https://politiken.dk/indland/art7277295/%C2%BBDet-ser-helt-forf%C3%A6rdeligt-ud%C2%AB',
      ],
    },
    staying: {
      camping:
        'The huge campsite opens days before the music for the warm-up days. It is split into neighbourhoods, each with a square called an agora. Clean areas ask more of you: Silent and Clean costs extra and bans speakers from 22:00 to 10:00, while Dream City camps build a small town ahead of the festival.',
      towns:
        'Roskilde itself, a town of about 49,000 with a royal cathedral and a Viking Ship Museum, lies 30 km from Copenhagen.',
      sources: [
        'https://roskilde-festival.dk/practical/',
        'https://www.kristeligt-dagblad.dk/kultur/fakta-hver-tredje-festivalgaest-bor-i-rene-teltomraader?utm_source=rss_nyheder',
        'https://www.old.europeandme.eu/sixthsense/item/227-roskilde-festival-the-warm-up-days',
        'https://what-when-how.com/Tutorial/topic-583d82/Denmark-249.html',
      ],
    },
    weather: {
      month: 'Late June and early July',
      typical:
        'In July, Copenhagen nearby averages 21°C by day and 13°C at night, with rain on about 15 days. Some festival weeks bring 8–10°C nights, gusty wind and showers.',
      packing:
        'Whatever the forecast says, plan for rain and possibly mud. Bring waterproofs, boots and a sleeping bag warm enough for a chilly Danish night.',
      sources: [
        'https://holiday-weather.com/copenhagen/averages/july',
        'https://cphpost.dk/2015-06-29/news/scorching-temperatures-expected-later-this-week/',
        'https://politiken.dk/kultur/musik/roskildefestival/art7278016/Vi-f%C3%A5r-bl%C3%A6st-regn-og-under-20-grader',
        'https://www.vice.com/da/article/12-things-roskilde-virgins-should-know/',
      ],
    },
    tips: {
      items: [
        'Guard your wristband. Anyone caught in the festival area without one pays a DKK 3,500 fee, and stolen wristbands are usually not replaced.',
        'The gates to the campsite open in a rush, and fans have queued at entrance West for days to claim the best spots.',
        'Peg your tent and pavilion down hard: the weather service has warned festival campers about strong wind.',
        'Going home? Leave your tent and other gear at the ReAct recycling stations, which pass it on to charities.',
      ],
      sources: [
        'https://roskilde-festival.dk/practical/',
        'https://jyllands-posten.dk/kultur/ECE10726357/festivalgaenger-det-er-bare-fedt-at-vaere-den-foerste-paa-pladsen/',
        'https://politiken.dk/kultur/musik/roskildefestival/art7278016/Vi-f%C3%A5r-bl%C3%A6st-regn-og-under-20-grader',
        'https://www.roskildenyt.dk/2015/07/time-to-say-goodbye/',
      ],
    },
    packingFocus: [
      { itemId: 'wellington-boots', reason: 'Rain turns the campsite to mud sooner or later.' },
      { itemId: 'sleeping-bag', reason: 'Some festival nights drop to 8–10°C.' },
      { itemId: 'rain-poncho', reason: 'July brings rain on about half its days.' },
    ],
  },
  {
    slug: 'awakenings',
    checked,
    officialSite: 'https://www.awakenings.com',
    gettingThereUrl: 'https://www.awakenings.com',
    gettingThere: {
      airports: [
        {
          name: 'Eindhoven Airport',
          iata: 'EIN',
          note: 'Buses 400 and 401 run from outside the terminal to Eindhoven station, where trains leave for Tilburg.',
        },
      ],
      transit: [
        'Tilburg is the nearest railway station to the Beekse Bergen festival site. Festivals there run shuttle buses between Tilburg Centraal and the gates; some visitors arrive through Eindhoven or Tilburg Universiteit instead.',
        'When storms cut the 2023 festival short, Awakenings laid on free shuttle buses from the campsite to Tilburg station.',
      ],
      sources: [
        'https://www.omroepbrabant.nl/nieuws/4706161/best-kept-secret-vraagt-bezoekers-om-hulp-na-aangekondigde-ns-staking',
        'https://www.bd.nl/tilburg/zelfs-uit-noorwegen-komen-bezoekers-van-woo-hah-dit-wordt-zo-vet~a778158f/',
        'https://thegroovecartel.com/news/festivals/awakenings-summer-festival-sunday-canceled-due-to-impending-severe-weather/',
        'https://www.laszlovarga.ro/?p=394',
        'https://whichicao.com/eindhoven-august-19/amp',
      ],
    },
    staying: {
      camping:
        'Just over half of each day’s crowd can stay on site at Beekse Bergen: in your own tent, in a glamping tent or in one of the park’s cottages. Campsite sections have included Grand Camping and the Relax Resort, with a SPAR supermarket close by.',
      sources: [
        'https://www.parool.nl/kunst-media/hoofdeditie-awakenings-naar-beekse-bergen-extra-feest-op-oude-terrein~b438cc30/',
        'https://www.nu.nl/uit-andere-media/6215352/hilvarenbeek-groeit-in-viervoud-door-awakenings.html',
        'https://thegroovecartel.com/news/festivals/awakenings-summer-festival-sunday-canceled-due-to-impending-severe-weather/',
      ],
    },
    weather: {
      month: 'July',
      typical:
        'July is the warmest month in this corner of Brabant, with days around 23°C. It also brings some of the heaviest thundershowers of the year, and the Netherlands usually gets about 79 mm of rain in July.',
      packing:
        'Bring a waterproof jacket and a spare pair of shoes as well as summer clothes. Keep your phone in a dry pouch in case a storm rolls in.',
      sources: [
        'https://namegenerator.biz/weather-in-eindhoven-the-netherlands-explained-simply-x1y',
        'https://climatsetvoyages.com/climat/pays-bas/eindhoven',
        'https://nltimes.nl/2024/07/16/first-half-summer-cooler-wetter-average',
      ],
    },
    tips: {
      items: [
        'Storms can stop the party. In 2023 the Sunday was cancelled under a code orange warning for hail and gusts, so watch your e-mail and the signs on site.',
        'Anything left in a locker after the festival is taken out and listed on iLost, where you can claim it.',
        'With eleven stage areas and two entrances, check the map before you set off so you do not cross the whole site between sets.',
        'The 2022 food offer was meat-free, so do not count on a burger between sets.',
      ],
      sources: [
        'https://www.awakenings.com/en/weather-update/266783/',
        'https://www.omroepbrabant.nl/nieuws/4308051/20000-bezoekers-awakenings-festival-naar-huis-was-pas-net-aangekomen',
        'https://www.nu.nl/uit-andere-media/6215352/hilvarenbeek-groeit-in-viervoud-door-awakenings.html',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'July thundershowers hit hard in Brabant.' },
      { itemId: 'waterproof-phone-pouch', reason: 'A sudden storm can soak you on the way out.' },
      { itemId: 'earplugs', reason: 'Long techno sets, hour after hour, across eleven areas.' },
    ],
  },
  {
    slug: 'rock-am-ring',
    checked,
    officialSite: 'https://www.rock-am-ring.com',
    gettingThereUrl: 'https://www.rock-am-ring.com/info/anreise',
    gettingThere: {
      airports: [
        {
          name: 'Cologne Bonn Airport',
          iata: 'CGN',
          note: 'The Nürburgring is about 90 km south-west of Cologne, and festival shuttle buses have left from Cologne.',
        },
      ],
      transit: [
        'Festival shuttle buses have run to the ring from Koblenz, Cologne and Frankfurt. You must buy the shuttle ticket before you travel.',
      ],
      driving:
        'Most fans drive. Cars go on parking areas beside the tent fields, and the roads through the tent fields are closed to traffic, so you carry your gear the last stretch.',
      sources: [
        'https://www.swr.de/swraktuell/rheinland-pfalz/koblenz/rock-am-ring-rar-nuerburgring-festival-2024-anreise-fans-100.html',
        'https://direct.europeforvisitors.com/germany/cars/nurburgring.htm',
        'https://www.auto.de/magazin/ordnung-fuer-rocker-parken-und-wohnen-bei-rock-am-ring/',
      ],
    },
    staying: {
      camping:
        'About thirty campsites ring the race track. The first camping areas open at noon on the Wednesday before the music. Caravans and campervans have their own areas where you park and sleep in one place.',
      towns:
        'The hotels at the Nürburgring itself are at their busiest in festival week.',
      sources: [
        'https://www.rhein-zeitung.de/startseite_artikel,-rock-am-ring-ruft-tausende-reisen-an-_arid,94398.html',
        'https://www.swr.de/swraktuell/rheinland-pfalz/wetter-rock-am-ring-regen-nuerburgring-100.html',
        'https://www.auto.de/magazin/ordnung-fuer-rocker-parken-und-wohnen-bei-rock-am-ring/',
        'https://www.general-anzeiger-bonn.de/region/themen/rock-am-ring/Heute-beginnt-Rock-am-Ring-article1366487.html',
      ],
    },
    weather: {
      month: 'Early June',
      typical:
        'The festival falls around Whitsun, when warm air from the south-west often meets cold Atlantic air over the Eifel. The result is often rain and mud. Even in a sunny year, days of 21–25°C have been followed by nights of 6–12°C.',
      packing:
        'Bring wellies, a down jacket or fleece and a spare pair of jeans. A sunny afternoon does not mean a warm night up in the Eifel.',
      sources: [
        'https://www.swr.de/swraktuell/rheinland-pfalz/wetter-rock-am-ring-regen-nuerburgring-100.html',
        'https://rp-online.de/kultur/musik/rock-am-ring-2023-wetter-fuers-festival-sonne-satt_aid-91434699',
        'https://www.volksfreund.de/nachrichten/welt/mehrwert/aktuell/Heute-im-Volksfreund-Ring-frei-f-252-r-Rockfans;art8049,1395592',
      ],
    },
    tips: {
      items: [
        'Arrive on Wednesday if you care where you pitch: the best campsites are taken within a morning.',
        'Bring a handcart or trolley. Tents, crates and chairs have to be hauled from the car park along muddy paths.',
        'Stock up on site: a Lidl Rock Store has sold supplies right on the festival grounds.',
        'Day-ticket holders join the campers on Friday, when the police expect the biggest rush of the weekend. Travel on Thursday if you can.',
      ],
      sources: [
        'https://www.rhein-zeitung.de/startseite_artikel,-rock-am-ring-ruft-tausende-reisen-an-_arid,94398.html',
        'https://www.rhein-zeitung.de/willkommen-bei-rock-am-ring-ein-prosit-der-rock-n-roll-gemuetlichkeit_arid-2661116.html',
        'https://www.rhein-zeitung.de/region/aus-den-lokalredaktionen/kreis-ahrweiler/rock-am-ring-2019_artikel,-ausnahmezustand-rund-um-den-nuerburgring-tausende-festivalbesucher-reisen-zu-rock-am-ring-_arid,1985014.html',
        'https://www.swr.de/swraktuell/rheinland-pfalz/koblenz/rock-am-ring-rar-nuerburgring-festival-2024-anreise-fans-100.html',
      ],
    },
    packingFocus: [
      { itemId: 'wellington-boots', reason: 'Whitsun weather in the Eifel often ends in mud.' },
      { itemId: 'packable-jacket', reason: 'Eifel nights can fall to 6°C even after a sunny day.' },
      { itemId: 'sleeping-pad', reason: 'Lifts you off wet ground on a soaked campsite.' },
    ],
  },
  {
    slug: 'hellfest',
    checked,
    officialSite: 'https://hellfest.fr',
    gettingThereUrl: 'https://hellfest.fr',
    gettingThere: {
      airports: [
        {
          name: 'Nantes Atlantique',
          iata: 'NTE',
          note: 'Around 20,000 festival-goers pass through it. Festival shuttles leave from the car park, by a welcome bar under a five-metre guitar.',
        },
      ],
      transit: [
        'Regional TER trains run from Nantes station to Clisson, whose small station has two platforms. The railway adds trains on arrival day, and shuttles take you on from the train, since the site is a fair way from the town centre.',
        'The festival’s own shuttles have needed a booking in advance.',
      ],
      driving:
        'Expect an hour of queues into Clisson on the busiest day. Late arrivals park up to 30 minutes’ walk away; from the furthest car park a minibus has run to the gates.',
      sources: [
        'https://hitwest.preprod.bocir.fr/amp/hellfest-la-chaude-ambiance-demarre-a-l-aeroport',
        'https://france3-regions.francetvinfo.fr/pays-de-la-loire/2014/06/19/hellfest-2014-ceux-qui-aiment-le-metal-prendront-le-train-502153.html',
        'https://fdesouche.com/2012/06/13/hellfest-clisson-la-bourgade-qui-adopte-les-metalleux',
        'https://www.etoilesdethe.com/2018/06/29/mon-premier-hellfest-1-lunivers-et-les-bons-plans/',
        'https://www.roarrenegade.com/guide-festival-nuls/',
        'https://skyminds.net/tag/paradise-lost',
        'https://larevuey.com/2016/05/hellfest-astuces-2018?shared=email&msg=fail',
      ],
    },
    staying: {
      camping:
        'The official campsite is free with your ticket and a few minutes’ walk from the stages. It has food stands, toilet blocks, a first-aid post and room for tens of thousands. Easy Camp, guarded day and night, rents cardboard tents and tipis with their own toilets and phone charging.',
      towns:
        'Clisson has few hotels, and regulars rebook the same rooms in local homes year after year. Some residents rent out a room or a patch of garden for tents. In 2024 the campsite itself sold out.',
      sources: [
        'https://www.20minutes.fr/societe/4041509-20230616-hellfest-2023-gars-tronconneuse-faudra-etre-bourre-trouver-sommeil-enfer-camping',
        'https://france3-regions.francetvinfo.fr/pays-de-la-loire/loire-atlantique/clisson/hellfest-2016-liberez-les-caddies-ou-la-vie-ordinaire-d-un-camping-de-festival-1027821.html',
        'https://larevuey.com/2016/05/hellfest-astuces-2018?shared=email&msg=fail',
        'https://www.rtbf.be/article/festival-hellfest-les-metalleux-retournent-en-nombre-aux-concerts-11018249',
        'https://france3-regions.francetvinfo.fr/pays-de-la-loire/loire-atlantique/nantes/hellfest-2024-le-camping-du-festival-affiche-complet-nos-bons-plans-pour-se-loger-sans-se-ruiner-2962760.html',
      ],
    },
    weather: {
      month: 'June',
      typical:
        'Summer in Loire-Atlantique averages about 18°C. Around Nantes, June usually brings about 45 mm of rain and is the second stormiest month of the year. Heatwaves happen too: 37°C has been recorded at the airport in June.',
      packing:
        'Shade is scarce on site, so bring a hat and sun cream. Pack a fleece for the evening and something for a passing storm.',
      sources: [
        'https://www.francebleu.fr/infos/meteo/un-mois-de-juin-particulierement-pluvieux-en-loire-atlantique-et-en-vendee-1625058166',
        'https://chb44.com/2015/06/record-june-tempertures-in-nantes/',
        'https://franco.wiki/fr/Climat_de_la_Loire-Atlantique.html',
        'https://madame-dree.com/?p=3824',
        'https://skyminds.net/tag/paradise-lost',
      ],
    },
    tips: {
      items: [
        'Pitches are first come, first served. Regulars run in when the barriers open to claim a spot near the entrance and the toilets.',
        'Mark your tent so you can find it in a sea of others: a bright colour or a flag on a pole works.',
        'Drinking water is free at the toilets inside the festival, so you need not queue at a bar for it.',
        'Load money onto your cashless wristband in the Hellfest app before you arrive, to skip the top-up queues.',
        'Flying home from Nantes? The airport has set aside a room with mattresses and a security lane for fans in studs and chains.',
      ],
      sources: [
        'https://www.20minutes.fr/societe/4041509-20230616-hellfest-2023-gars-tronconneuse-faudra-etre-bourre-trouver-sommeil-enfer-camping',
        'https://france3-regions.francetvinfo.fr/pays-de-la-loire/loire-atlantique/clisson/hellfest-2018-ce-qu-il-faut-savoir-meme-plus-1488949.html',
        'https://forum.hellfest.fr/t/hellfest-2019-les-et-les-de-lorganisation-generale/1183?page=10',
        'https://www.etoilesdethe.com/2018/06/29/mon-premier-hellfest-1-lunivers-et-les-bons-plans/',
        'https://hitwest.preprod.bocir.fr/amp/hellfest-la-chaude-ambiance-demarre-a-l-aeroport',
      ],
    },
    packingFocus: [
      { itemId: 'earplugs', reason: 'Six stages of metal, from morning to night.' },
      { itemId: 'bucket-hat', reason: 'There is little shade on the Clisson site.' },
      { itemId: 'bandana', reason: 'Dry June days raise dust around the stages.' },
      { itemId: 'collapsible-bottle', reason: 'Refill it for free at the festival toilets.' },
    ],
  },
  {
    slug: 'lollapalooza-berlin',
    checked,
    officialSite: 'https://www.lollapaloozade.com',
    gettingThereUrl: 'https://www.lollapaloozade.com',
    gettingThere: {
      airports: [
        {
          name: 'Berlin Brandenburg',
          iata: 'BER',
          note: 'The S9 runs from the Terminal 1-2 station across the city to Olympiastadion without a change.',
        },
      ],
      transit: [
        'S-Bahn lines S3 and S9 and U-Bahn line U2 stop at Olympiastadion, right by the festival. With a Kids or Teen ticket, go to S-Bahn Pichelsberg for the family entrance.',
        'Your festival ticket does not include public transport, so buy a BVG or S-Bahn ticket as well.',
      ],
      driving:
        'Lollapalooza Berlin calls itself car-free and there is no parking at the stadium. If you must drive, use the Park and Ride at Spandau, Jungfernheide, Westkreuz or Messe Nord/ICC and ride the last stretch. Bike racks are on Olympischer Platz.',
      sources: [
        'https://moz.de/nachrichten/brandenburg/oepnv-erste-regulaere-s-bahn-verbindung-zum-hauptstadtflughafen-ber-gestartet-52649739.html',
        'https://de.kino.yahoo.com/anbindung-spandau-bekommt-s-bahn-044000907.html',
        'https://www.tagesspiegel.de/berlin/lollapalooza-festival-im-olympiapark-alles-was-sie-zum-lollapalooza-wissen-muessen/24989706.html',
        'https://www.bz-berlin.de/berlin/charlottenburg-wilmersdorf/lollapalooza-2018-lolla-im-berliner-olympiapark-alle-infos-rund-ums-festival',
        'https://bz-berlin.de/unterhaltung/lollapalooza-anreise-tickets',
        'https://www.morgenpost.de/berlin/article239399969/lollapalooza-2023-alle-wichtigen-infos-im-ueberblick.html',
      ],
    },
    staying: {
      camping:
        'There is nowhere to sleep on site. Fans book a hotel or a flat in Berlin and ride in each day; Charlottenburg-Wilmersdorf keeps the trip home short.',
      sources: [
        'https://stage.berlin-live.de/freizeit/erlebnisse/lollapalooza-berlin-festival-zeltplatz-besucher-problem-id38278.html',
      ],
    },
    weather: {
      month: 'July',
      typical:
        'Berlin summers average about 23°C by day and 14°C at night, with the odd day past 30°C. July and August are the warmest months and also the wettest, with short thunderstorms.',
      packing:
        'Dress for a warm day on the grass, but keep a light jacket for the ride home. A compact rain layer fits in a small bag.',
      sources: [
        'https://www.trafalgar.com/tours/destinations/europe/germany/berlin/facts',
        'https://www.cheapflights.com.ph/flights-to-Berlin',
        'https://berlin.de/wetter/reisewetter/5955461-5963603-wetter-in-berlin-im-august.html',
      ],
    },
    tips: {
      items: [
        'Buy your return ticket when you travel in, so you avoid the crush at the machines after the last set.',
        'Your name is on your ticket, so bring your ID card or passport.',
        'On Saturday night trains have run all night, every 30 minutes after 1am. On Sunday the last ones left at about half past midnight.',
        'Payment is cashless with a chip card handed out at the entrance. You can load it in advance through your festival account.',
        'Families get Kidzapalooza, an area with music and hands-on activities for children up to 11.',
      ],
      sources: [
        'https://www.morgenpost.de/bezirke/charlottenburg-wilmersdorf/article215279883/Lollapalooza-will-Vorjahres-Chaos-verhindern.html',
        'https://www.bz-berlin.de/berlin/charlottenburg-wilmersdorf/lollapalooza-2018-lolla-im-berliner-olympiapark-alle-infos-rund-ums-festival',
        'https://www.morgenpost.de/berlin/article239399969/lollapalooza-2023-alle-wichtigen-infos-im-ueberblick.html',
      ],
    },
    packingFocus: [
      { itemId: 'bum-bag', reason: 'Keep your ID, transport ticket and chip card together.' },
      { itemId: 'sunscreen', reason: 'A long day on open grass in a Berlin summer.' },
      { itemId: 'power-bank', reason: 'The timetable and your ride home live on your phone.' },
    ],
  },
  {
    slug: 'opener',
    checked,
    officialSite: 'https://opener.pl',
    gettingThereUrl: 'https://opener.pl',
    gettingThere: {
      airports: [
        {
          name: 'Gdańsk Lech Wałęsa',
          iata: 'GDN',
          note: 'About 23 km from Gdynia. Some regional trains from the terminal’s own station run straight to Gdynia.',
        },
      ],
      transit: [
        'A free festival bus line, OF, runs from Gdynia Główna railway station to the Babie Doły airfield. Regular city buses also serve the airfield.',
        'SKM commuter trains link Gdynia with Sopot and Gdańsk and help with the ride home at night.',
      ],
      driving:
        'Zielona street towards Babie Doły closes to all but residents from early afternoon until dawn. The city asks festival-goers to use public transport instead.',
      sources: [
        'https://hr.mgwiki.top/wiki/Gda%C5%84sk_Lech_Wa%C5%82%C4%99sa_Airport',
        'https://www.tripsteri.fi/gdansk/gdanskin-lentokentalta-kaupunkiin/',
        'https://www.fakt.pl/wydarzenia/polska/trojmiasto/od-jutra-rusza-opener-festival-w-gdyni/jbxxrb6',
        'https://www.fakt.pl/wydarzenia/polska/trojmiasto/gdynia-rusza-festiwal-opener/c3mpfrm',
      ],
    },
    staying: {
      camping:
        'You can buy your pass with a place on the festival campsite next to the airfield. Open’er Sleephuts, small ready-made cabins, are also on offer but have sold out.',
      sources: [
        'https://natemat.pl/495764,opener-2023-wszystko-co-trzeba-wiedziec',
        'https://pomorskie.travel/en_GB/-/open-er-festiv-1',
        'https://polenjournal.de/aktuelles-aus-polen/kultur-lifestyle/mit-weltstars-in-den-festivalsommer',
      ],
    },
    weather: {
      month: 'Early July',
      typical:
        'Festival days on the Baltic coast have been around 22–25°C. Evenings can drop to about 12°C even in midsummer.',
      packing:
        'The music runs until dawn, so bring a warm layer for the night. Pack swimwear too: Gdynia’s wide sandy beaches make good daytime rest.',
      sources: [
        'https://wiadomosci.gazeta.pl/wiadomosci/7,114883,23627227,pogoda-na-open-era-kiedy-wroca-upaly-i-gdzie-bedzie-najcieplej.html?utm_source=RSS&utm_medium=RSS&utm_campaign=10199882',
        'https://gid.turtella.ru/poland/gdynia/reviews/1741090',
        'https://pomorskie.travel/en_GB/-/open-er-festiv-1',
      ],
    },
    tips: {
      items: [
        'The festival starts in the late afternoon and goes on until dawn, so sleep late and save your energy.',
        'Show your festival ticket to ride the free OF bus from Gdynia Główna.',
        'Four stages share the airfield: the Main Stage, the Tent Stage, the Alter Stage and a fourth that changes name. Plan your night before the first clash.',
        'Spend your days by the sea: the festival sits just outside Gdynia, with the Tricity beaches close by.',
      ],
      sources: [
        'https://pomorskie.travel/en_GB/-/open-er-festiv-1',
        'https://natemat.pl/562121,open-er-festival-2024-jak-wyglada-line-up-jak-dojechac-poradnik',
        'https://iamnosuperman.com/musik-2/festivals/life-festival-das-opener-festival-gdynia-polen/',
      ],
    },
    packingFocus: [
      { itemId: 'packable-jacket', reason: 'Baltic nights can fall to about 12°C.' },
      { itemId: 'headlamp', reason: 'You walk back to your tent in the dark after the last set.' },
      { itemId: 'earplugs', reason: 'Sleep on a campsite that wakes up when you do.' },
    ],
  },
];
