import type { FestivalGuide } from '#content/schemas';

/** Guides for the festivals of content/festivals/rest-of-world.ts, each fact with the pages that confirmed it. */
export const restOfWorldGuides: FestivalGuide[] = [
  {
    slug: 'the-town',
    checked: '2026-11-27',
    officialSite: 'https://thetown.com.br/pt/',
    gettingThereUrl: 'https://thetown.com.br/pt/informacoes',
    gettingThere: {
      sources: [
        'https://www.panrotas.com.br/hotelaria/eventos/2025/07/onde-melhor-se-hospedar-durante-the-town-guia-para-quem-vai-ao-festival-pela-primeira-vez_219210.html',
        'https://oglobo.globo.com/cultura/noticia/2023/09/07/de-trem-onibus-ou-carro-como-chegar-ao-the-town.ghtml',
        'https://oglobo.globo.com/cultura/musica/noticia/2023/09/09/veja-como-chegar-ao-the-town-trens-expressos-sao-melhor-opcao-mas-tem-poucos-horarios-ainda-disponiveis.ghtml',
        'https://exame.com/casual/the-town-confira-os-horarios-e-o-line-up-completo-do-dia-13-de-setembro/',
        'https://dinheiroportal.com/ultimas-noticias/the-town-ate-que-horas-funciona-o-metro',
        'https://www.bol.uol.com.br/noticias/2025/08/27/estacao-de-trem-desativada-ha-mais-de-30-anos-sera-reaberta-o-the-town.htm',
        'https://oglobo.globo.com/brasil/sao-paulo/noticia/2023/08/10/the-town-todas-as-linhas-de-trens-e-metro-de-sao-paulo-funcionarao-por-24-horas-para-o-festival.ghtml',
        'https://pesquiseviagens.com.br/tag/congonhas',
      ],
      airports: [
        {
          name: 'São Paulo–Congonhas',
          iata: 'CGH',
          note: "The city's domestic airport. The festival's own lodging guide sends fliers to Campo Belo, the district around Congonhas.",
        },
      ],
      transit: [
        'Take Line 9-Emerald to Autódromo station, 700 to 850 metres from the gates: about an eight-minute walk. Allow another half an hour from the gate to the Skyline main stage.',
        'On festival days every metro and train line runs all night. After midnight, though, you can only board at Autódromo and at the express stop, Cidade Dutra; other stations let you off but not on.',
        'The Trem Expresso The Town runs only on festival days, from Pinheiros, Morumbi-Claro and Barueri to Cidade Dutra station, 500 metres from Gate G. In 2025 a return cost R$35 and was sold only on the Passaporte ViaMobilidade site, and many departures sell out.',
      ],
      driving:
        'There is no festival car park, and the streets around the circuit are closed to traffic. You cannot be dropped near the gates by car or rideshare, so plan to finish the trip by train.',
    },
    staying: {
      sources: [
        'https://exame.com/casual/the-town-confira-os-horarios-e-o-line-up-completo-do-dia-13-de-setembro/',
        'https://gtjunkies.com/motorsports/formula-1/f1-brazilian-gp-track-guide-where-to-stay-eat-and-how-to-get-there-lm22/',
        'https://www.panrotas.com.br/hotelaria/eventos/2025/07/onde-melhor-se-hospedar-durante-the-town-guia-para-quem-vai-ao-festival-pela-primeira-vez_219210.html',
      ],
      camping:
        "The Town fills about 360,000 m² of the Interlagos motor-racing circuit, some 22 km from the city centre in São Paulo's south zone. You sleep in the city, in a hotel or a rental.",
      towns:
        'The organisers recommend three bases. Cidade Dutra, beside the circuit, lets you walk in but has simpler hotels. Santo Amaro and Avenida Nações Unidas have more rooms and both train and metro links. Campo Belo, by Congonhas airport, suits fliers. Demand near Interlagos rises sharply in the weeks before, so book as early as you can.',
    },
    weather: {
      sources: [
        'https://thmais.com.br/?p=345363',
        'https://noticias.uol.com.br/ultimas-noticias/agencia-brasil/2024/10/01/sp-teve-setembro-com-chuvas-abaixo-e-temperaturas-acima-da-previsao.htm',
        'https://oglobo.globo.com/cultura/noticia/2023/09/03/the-town-deve-ter-mais-um-dia-com-chuva-neste-domingo.ghtml',
        'https://www.dgabc.com.br/Noticia/4255638/chuva-frio-e-musica-previsao-do-tempo-para-o-the-town-em-sao-paulo',
      ],
      month: 'September',
      typical:
        "September ends São Paulo's winter. The city's normal is a low of about 15°C and a high of about 26°C, with roughly 70 mm of rain over a dozen days. Festival weekends have ranged from 30°C afternoons with evening storms, when the sea breeze meets the heat over the south zone, to 15 to 19°C with steady drizzle.",
      packing:
        'Umbrellas are not allowed, so bring a rain cape. Pack a warm layer for the cold drizzle the city calls garoa, and trainers with grip for the mud puddles where the artificial grass ends.',
    },
    tips: {
      sources: [
        'https://dinheiroportal.com/ultimas-noticias/the-town-ate-que-horas-funciona-o-metro',
        'https://www.folhape.com.br/cultura/the-town-conheca-a-historia-do-festival-que-comeca-neste-sabado/436114/',
        'https://oglobo.globo.com/cultura/noticia/2023/09/03/the-town-deve-ter-mais-um-dia-com-chuva-neste-domingo.ghtml',
        'https://www.bol.uol.com.br/noticias/2025/08/27/estacao-de-trem-desativada-ha-mais-de-30-anos-sera-reaberta-o-the-town.htm',
        'https://www.acessa.com/cultura/2023/09/171304-operacao-de-trens-para-the-town-e-normalizada-apos-falhas-e-lentidao.html',
      ],
      items: [
        'Buy your return rail ticket before you set out, in the TOP app or at a station machine: the Metro asks festival-goers to do this to avoid queues at the end of the night.',
        'Doors open at noon, the last entry is at midnight and the music stops at 2 am.',
        'Rain capes sold out around the circuit in the 2023 downpours, so bring your own.',
        'Over 60% of the crowd came by train in 2023, and a power fault slowed Line 9 for hours on the first day. Leave slack before the headliner you came for.',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'Umbrellas are banned and Interlagos gets evening storms and drizzle.' },
      { itemId: 'packable-jacket', reason: 'Garoa drizzle nights at Interlagos can sit at 15°C.' },
      { itemId: 'hiking-socks', reason: 'It is a long walk between the train, the gates and the Skyline stage.' },
    ],
  },
  {
    slug: 'splendour-in-the-grass',
    checked: '2026-11-27',
    officialSite: 'https://splendourinthegrass.com',
    gettingThereUrl: 'https://splendourinthegrass.com/info/faq/',
    gettingThere: {
      sources: [
        'https://splendourinthegrass.com/info/faq/',
        'https://splendourinthegrass.com/information/faqs/',
        'https://www.timeout.com/sydney/travel/byron-bay',
        'https://musicfeeds.com.au/news/splendour-offering-free-rides-home-tonight-make-yesterdays-bus-clusterfuck/',
        'https://splendourinthegrass.com/event-info/camping/',
        'https://splendourinthegrass.com/event-info/tickets/sunday-event-ticket-2/',
      ],
      airports: [
        {
          name: 'Gold Coast',
          iata: 'OOL',
          note: 'About 30 minutes north of the festival site.',
        },
        {
          name: 'Ballina-Byron',
          iata: 'BNK',
          note: 'In Ballina, about 25 minutes south of Byron Bay; the site is a further 20 minutes north of Byron.',
        },
      ],
      transit: [
        'Festival buses link the site with Byron Bay, Suffolk Park, Brunswick Heads, Mullumbimby, Ocean Shores, New Brighton, South Golden Beach, Crabbes Creek and Murwillumbah, some as frequent shuttles and some on a timetable.',
        'The bus home can be slow: one year people waited up to three hours after the first night, and the festival made the next night of rides free.',
      ],
      driving:
        'North Byron Parklands is on the Tweed Valley Way about 1.3 km north of the Yelgun interchange. From Byron, drive north on the Pacific Motorway and take the Ocean Shores – Brunswick Valley Way exit just past Brunswick Heads. From Brisbane, drive south and take the Cudgera Creek Road exit towards Pottsville. Cars entering the campgrounds need a vehicle pass bought in advance, and once parked they stay put until the end.',
    },
    staying: {
      sources: [
        'https://musicfeeds.com.au/news/new-rules-for-camping-at-splendour-2013/',
        'https://www.undercover.fm/news/17713-changes-to-splendour-camping',
        'https://splendourinthegrass.com/event-info/camping/',
        'https://splendourinthegrass.com/event-info/tickets/sunday-event-ticket-2/',
        'https://splendourinthegrass.com/info/faq/',
      ],
      camping:
        'The campgrounds sit close to the main arena. You park in a car park beside them and carry your gear a few hundred metres to your pitch; vans go in a separate Trailer Park, and pre-pitched tents and tepees have been on offer. Every camper aged 12 or over needs a camping ticket on top of an event ticket, and setups must stay simple: no couches or large furniture.',
      towns:
        'Byron Bay, Brunswick Heads, Ocean Shores, Mullumbimby and Suffolk Park all have festival bus links, so any of them works as a base if you would rather not camp.',
    },
    weather: {
      sources: [
        'https://www.bom.gov.au/climate/averages/tables/cw_058009_All.shtml',
        'https://www.byron-bay-beaches.com/byron-bay-weather.html',
        'https://www.myguidebyronbay.com/weather-in-byron-bay',
        'https://tonedeaf.thebrag.com/look-at-all-the-absolute-legends-braving-the-splendour-mud/',
        'https://izemagazine.com/lessons-i-learnt-at-splendour/',
        'https://themusic.com.au/news/the-spirit-is-willing-but-the-flesh-is-spongy-and-bruised-surviving-splendour-day-three/Pr1RUFNSVVQ/27-07-15',
        'https://rmitcatalyst.com/2013/09/29/six-things-i-learned-at-splendour-by-yara-murray-atfield/',
      ],
      month: 'July',
      typical:
        'July is the coolest month on the Byron coast: about 19°C by day and 12°C at night, and it is dark by about 5:30 pm. Inland, where the Parklands sit, nights get colder still. An average July brings about 106 mm of rain, and wet years turn the site into what regulars call "Splendour in the Mud".',
      packing:
        'Pack gumboots first: stalls on site have charged over $50 a pair. Days can be warm enough for a T-shirt, so layer up with a warm jacket for the night, a rain jacket and spare socks. The winter sun is still strong, so bring sunscreen too.',
    },
    tips: {
      sources: [
        'https://splendourinthegrass.com/info/faq/',
        'https://splendourinthegrass.com/event-info/camping/',
        'https://themusic.com.au/news/the-spirit-is-willing-but-the-flesh-is-spongy-and-bruised-surviving-splendour-day-three/Pr1RUFNSVVQ/27-07-15',
        'https://www.upstart.net.au/a-guide-to-surviving-splendour/',
      ],
      items: [
        'The campgrounds open at 10 am on the Wednesday and not a minute earlier; outside the set arrival hours there are no staff to let you in.',
        'Leaving on the Monday can take up to four hours, so do not book a tight flight home.',
        'There is a cloak room near the entrance: leave your night jacket there instead of carrying it around all day.',
        'The climb up the Amphitheatre hill is steep, so allow extra time to cross between stages.',
        'Phone charging on site costs money and has long queues, so bring your own power.',
      ],
    },
    packingFocus: [
      { itemId: 'wellington-boots', reason: 'Wet years turn North Byron Parklands into deep mud.' },
      { itemId: 'packable-jacket', reason: 'July nights inland from Byron fall to about 12°C or lower.' },
      { itemId: 'power-bank', reason: 'On-site charging is paid and the queues are long.' },
      { itemId: 'rain-poncho', reason: 'About 106 mm of rain falls in an average Byron July.' },
    ],
  },
  {
    slug: 'fuji-rock',
    checked: '2026-11-27',
    officialSite: 'https://www.fujirockfestival.com',
    gettingThereUrl: 'https://en.fujirockfestival.com/2022/?p=15',
    gettingThere: {
      sources: [
        'https://en.fujirockfestival.com/2022/?p=15',
        'https://arch2015.timeout.jp/ja/tokyo/feature/945',
        'https://note.com/5min_300s/n/na27a1245b416',
        'https://otonohibiki.com/archives/457',
      ],
      airports: [
        {
          name: 'Tokyo Narita',
          iata: 'NRT',
          note: 'About an hour to Tokyo Station on the Narita Express, then the shinkansen north.',
        },
        {
          name: 'Tokyo Haneda',
          iata: 'HND',
          note: 'About 30 minutes to Tokyo Station by monorail and the JR Yamanote Line, then the shinkansen north.',
        },
      ],
      transit: [
        'Take the Joetsu shinkansen from Tokyo Station to Echigo-Yuzawa, about 1 hour 20 minutes. Reserve seats ahead: both the festival and JR East recommend it.',
        'From Echigo-Yuzawa the festival shuttle has cost ¥1,000, with the return free, and takes about 40 minutes, up to an hour in traffic. Boarding can take another hour at peak times, and once the shuttles stop there is no other way back to the station.',
        'Official tour buses run straight to the festival from 16 cities across Japan.',
      ],
      driving:
        'Buy a parking ticket in advance. From Tokyo, leave the Kan-etsu Expressway at Tsukiyono and follow Route 17 over the Mikuni Pass, about 45 minutes without traffic. From the Sea of Japan side, exit at Yuzawa and take Route 17, about 30 to 35 minutes.',
    },
    staying: {
      sources: [
        'https://en.fujirockfestival.com/2023/ticket/detail',
        'https://dean-and-deluca.blogspot.com/2012/09/fuji-rock-fesival-2010_29.html',
        'https://note.com/ocometsubu/n/n1ec4b80cb93e',
        'https://note.com/5min_300s/n/na27a1245b416',
        'https://rockthecazbah.blogspot.com/2008/08/baseball-in-japan.html',
      ],
      camping:
        'The campsite is on the slopes beside the festival, and a Camp Site Ticket runs from noon on Thursday to noon on Monday. Flat pitches go within hours, so many people arrive on the Thursday to claim one. Moon Caravan is a separate auto-camp area for cars and motorbikes, with entry only on Thursday afternoon and exit only on Monday morning.',
      towns:
        'For a bed on the mountain, the Naeba Prince Hotel stands at the festival; rooms in the tower near the Pyramid Garden can hear the late-night stage. Otherwise stay around Echigo-Yuzawa station, where the shuttles start.',
    },
    weather: {
      sources: [
        'https://en.fujirockfestival.com/2022/?p=15',
        'https://en.fujirockfestival.com/2021/news/0806d',
        'https://www.japantimes.co.jp/culture/2024/07/24/music/fuji-rock-festival-preparation/',
        'https://www.japantimes.co.jp/culture/2016/07/10/music/fuji-rocks-green-thumb-good/',
        'https://fujirock.com/?p=1921',
      ],
      month: 'Late July',
      typical:
        'Naeba is a ski resort at about 1,000 m, and the festival warns that its weather turns quickly. Sunny afternoons can pass 30°C, yet some years staff have reported days under 20°C. For its late-August edition in 2021 the festival warned of nights at 15°C or below and dawns under 10°C. Regulars expect rain on at least one day.',
      packing:
        'Umbrellas are banned, so bring proper hiking rainwear, plus a fleece and long-sleeved layers for the night. Waterproof hiking boots or tall rain boots keep the mud out, and a big bin bag keeps wet clothes apart or makes a seat.',
    },
    tips: {
      sources: [
        'https://www.fujirockfestival.com/news/?id=3723',
        'https://fujirockexpress.net/21e/p_1256.html',
        'https://en.fujirockfestival.com/2023/ticket/detail',
        'https://fujirock-eng.com/frf17/faq.html',
        'https://www.japantimes.co.jp/culture/2018/07/25/music/prepared-heading-naeba-fuji-rock/',
      ],
      items: [
        "Sort your rubbish at the staffed recycling stations: last year's sorted waste comes back as this year's festival bin bags and toilet paper.",
        'The grounds close at 5 am and reopen at 9 am, and nobody may stay in the arena in between, even with a three-day ticket.',
        'Tents, tarps and parasols are banned in the arena, and sheets or chairs may not be left to save a spot. Chairs are not allowed inside the Red Marquee at all.',
        'Bees, wasps and ticks live on the mountain: avoid baggy openings and bare skin, and use insect repellent.',
        'Smokers need a portable ashtray, and smoking while walking is banned.',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'Umbrellas are banned and mountain rain is near certain at Naeba.' },
      { itemId: 'wellington-boots', reason: 'Paths between the Naeba stages turn to mud after rain.' },
      { itemId: 'packable-jacket', reason: 'At 1,000 m, dawn can drop below 10°C.' },
      { itemId: 'headlamp', reason: 'The campsite paths are dark after sunset.' },
    ],
  },
];
