import type { FestivalGuide } from '#content/schemas';

/** When the facts below were last checked against their sources. */
const checked = '2026-11-27';

/** Guides for the festivals of content/festivals/uk.ts, each fact with the pages that confirmed it. */
export const ukGuides: FestivalGuide[] = [
  {
    slug: 'glastonbury',
    checked,
    officialSite: 'https://www.glastonburyfestivals.co.uk',
    gettingThereUrl: 'https://www.glastonburyfestivals.co.uk/info/',
    gettingThere: {
      airports: [
        {
          name: 'Bristol Airport',
          iata: 'BRS',
          note: 'The closest airport, about 25 miles (40 km) from Worthy Farm. The Bristol Flyer bus links it to Bristol Temple Meads, where trains leave for Castle Cary.',
        },
      ],
      transit: [
        'Castle Cary is the nearest station, about 15 minutes from the site. Great Western Railway runs the trains; in 2025 it required a seat reservation from everyone travelling to Castle Cary during the festival, with a queuing system at London Paddington.',
        'From Bristol Temple Meads the train to Castle Cary takes about 70 minutes, and some journeys change at Westbury.',
        'Free shuttle buses wait at Castle Cary and take festival ticket holders to the festival bus station. They run from Wednesday to Monday, but not at night when no trains run, and you show your festival ticket to board.',
        'The official coach partner, National Express, has run from more than 80 UK towns straight to the on-site coach station by the gates. With a ticket + coach package you must travel on the coach you booked: your festival ticket is handed out during the journey, and you show photo ID to receive it.',
      ],
      driving:
        'Car parks have opened at 9pm on the Tuesday, but you stay in your car until the gates open at 8am on Wednesday, and camping in the car parks is not allowed. Display your parking ticket once you are within ten miles so stewards can send you to the right car park. If someone drops you off, use the signposted drop and collect point: a free 24-hour bus runs from there to the bus station next to Gate A.',
      sources: [
        'https://www.glastonburyfestivals.co.uk/information/green-glastonbury/',
        'https://glastonburyfestivals.co.uk/information/advice/arriving/',
        'https://glastonburyfestivals.co.uk/Information/getting-here/drop-and-collect-point',
        'https://www.networkrailmediacentre.co.uk/news/from-the-platform-to-the-pyramid-stage-passengers-advised-of-busy-stations-as-glastonbury-festival-officially-begins',
        'https://www.nationalworld.com/culture/music/glastonbury-train-festival-travel-affected-june-2022-rail-strike-nearest-station-information-castle-cary-times-3724084',
        'https://supportcentre.seetickets.com/Coach-Trains/1902612922/Glastonbury-Ticket-Coach-booking-Terms-and-Conditions.htm',
        'https://visa-applications.org/glastonbury-festival/',
        'https://news.cision.com/bristol-airport/r/airport-prepares-for-festival-influx-from-across-the-world,c434027',
      ],
    },
    staying: {
      camping:
        'Camping comes with a standard ticket, and you bring your own tent. Almost the whole festival, camping included, sits inside the main fence, so you can pitch free in any public camping field that still has room. Each field has its own character: Pennard Hill Ground is lively, Limekilns and Hitchin Hill Ground are quieter, and Cockmill Meadow and Wicket Ground are for families. Campervans and caravans need their own named ticket, which has sold out on the day of sale, and Worthy View is the festival’s own pre-erected campsite.',
      towns:
        'Worthy Farm is on the edge of Pilton, off the A361 between Shepton Mallet and Glastonbury, about six miles east of Glastonbury town.',
      sources: [
        'https://www.glastoearth.com/p/torts-faq-part-3.html',
        'https://www.cheaprooms.co.uk/magazine/glastonbury-festival-2013',
        'https://www.glastonburyfestivals.co.uk/information/accommodation/info-campervans-and-caravans/',
        'https://efestivals.co.uk/forums/topic/116866-the-all-you-need-to-know-glastonbury-festival-thread',
        'https://busandtrainuser.com/2025/11/27/connecting-glastonbury-to-the-rail-network',
      ],
    },
    weather: {
      month: 'June',
      typical:
        'Nearby Bristol averages about 20°C by day and 11°C at night in June. Festival weeks have ranged from 27.5°C, the hottest day on record in 1984, to the “year of the mud” in 1997, when 78 mm of rain fell in the nine days before the gates opened.',
      packing:
        'Pack for both extremes. Rain before the gates open can leave the fields muddy all week, so bring wellies and a waterproof; a hot spell calls for sun cream and a hat; and nights around 11°C call for a warm layer.',
      sources: [
        'https://www.climatestotravel.com/climate/england/bristol',
        'https://channel4.com/news/by/liam-dutton/blogs/glastonbury-festival-wellies-sun-cream',
      ],
    },
    tips: {
      items: [
        'Download your train tickets before you set off: mobile reception at Castle Cary is poor, and trains home on Monday board first come, first served.',
        'Never pee on the land. The festival warns that it pollutes the streams on the farm and can kill fish, and there are some 2,000 long drop seats, 1,300 compost toilets and plenty of urinals to use instead.',
        'If you leave the site during the festival, keep the Pass Out Voucher you are given: with your wristband, it is what gets you back in.',
        'Single-use plastic bottles have been banned on site since 2019, so bring a bottle you can refill.',
        'Pennard Hill Ground usually fills first and can be an hour’s walk from the Red Gate, so arrive early on Wednesday if you want to camp there.',
        'Coming by train, you climb a steep footbridge at Castle Cary before you reach the shuttle buses. Pack only what you can carry up stairs.',
      ],
      sources: [
        'https://www.networkrailmediacentre.co.uk/news/from-the-platform-to-the-pyramid-stage-passengers-advised-of-busy-stations-as-glastonbury-festival-officially-begins',
        'https://lifestylewnews.com/lifestyle/glastonbury-festival-2019-where-to-find-the-toilets-at-the-festival/',
        'https://glastonburyfestivals.co.uk/information/advice/arriving/',
        'https://www.itv.com/news/2019-06-26/music-fans-begin-to-set-up-camp-as-gates-to-glastonbury-festival-open',
        'https://www.theaa.ie/blog/glastonbury-tips/',
        'https://railadvent.co.uk/2019/06/more-seats-on-trains-for-glastonbury-festival.html/2',
      ],
    },
    packingFocus: [
      { itemId: 'wellington-boots', reason: 'Rain before the gates open can leave the fields muddy all week.' },
      { itemId: 'collapsible-bottle', reason: 'Single-use plastic bottles are banned on site.' },
      { itemId: 'headlamp', reason: 'The farm tracks are rough and uneven after dark.' },
      { itemId: 'sunscreen', reason: 'Festival afternoons have reached 27.5°C.' },
    ],
  },
  {
    slug: 'reading',
    checked,
    officialSite: 'https://www.readingfestival.com',
    gettingThereUrl: 'https://www.readingfestival.com',
    gettingThere: {
      airports: [
        {
          name: 'London Heathrow',
          iata: 'LHR',
          note: 'The RailAir coach links Heathrow Terminal 5 with Reading station every 20 minutes, a scheduled 40-minute trip of just under 27 miles.',
        },
      ],
      transit: [
        'Reading station is a 15 to 20 minute walk from the site off Richfield Avenue, and a dedicated shuttle bus also runs between the station and the festival.',
        'Great Western Railway lays on extra late-night and early-morning trains. Going home on the Monday, you queue through the underpass into the south side of the station, and tickets are checked before you board.',
        'Free shuttle boats on the Thames carry festival-goers, tents and all, from Hills Meadow and from the Kings Meadow car park to the site.',
      ],
      driving:
        'Parking is for pass holders only, at Mapledurham, where a temporary footbridge leads straight to the site, and at Kings Meadow, linked by the free festival boat. Stopping near Richfield Avenue to drop off or pick up is banned: use Hills Meadow car park (sat nav RG4 8DH). Roads are busiest on the Thursday, when most people arrive, and again on bank holiday Monday.',
      sources: [
        'https://www.networkrailmediacentre.co.uk/news/station-staff-prepare-for-reading-festival-revellers',
        'https://news.gwr.com/news/buy-now-to-beat-the-queues-customers-warned-of-queues-at-reading-station-on-monday-morning-as-revellers-return-home-from-world-famous-music-event',
        'https://media.reading.gov.uk/news/reading-festival-takes-centre-stage-again',
        'https://translogistics.net/2023/08/rail-disruption-and-traffic-restrictions-as-105000-arrive-for-reading',
        'https://anonw.com/tag/coaches/page/2',
      ],
    },
    staying: {
      camping:
        'A weekend ticket includes free camping in one of seven colour-coded campsites. Early Bird ticket holders get in from 6pm on Wednesday, everyone else from 8am on Thursday. There is no family camping; White, across the footbridge over the Thames from Brown, has long been the quiet campsite. Campervans have fields of their own, and Pink Moon and PodPads have offered pre-pitched comfort.',
      towns:
        'The festival is in the town itself: the organisers point to bed and breakfasts, budget hotels and luxury hotels in Reading town centre, close to the site.',
      sources: [
        'https://www.readingfestival.com/information/camping-information',
        'https://www.readingfestival.com/information/general-info',
        'https://www.efestivals.co.uk/forums/topic/152847-reading-festival-a-z/',
      ],
    },
    weather: {
      month: 'August',
      typical:
        'At the University of Reading’s weather station, August days peak at about 23°C early in the month and 21°C by the end, with nights around 12 to 13°C. The month averages about 52 mm of rain, though a wet August can bring far more: 136 mm fell in 2004.',
      packing:
        'The organisers warn that wet weather turns the ground to mud and hot weather brings dust. Bring a waterproof and boots that can get dirty, sun cream for the arena, and a warm top for the walk back to your tent.',
      sources: [
        'https://www.met.reading.ac.uk/weatherdata/Reading_monthly_weather.html',
        'https://www.readingfestival.com/information/camping-information',
      ],
    },
    tips: {
      items: [
        'In 2023 campfires and disposable barbecues were banned everywhere on site, while small flat-based stoves stayed allowed in the campsites, with gas canisters under 250 ml.',
        'Only bags smaller than A4 are allowed in the arena, so leave the rucksack at your tent.',
        'Pack up before midday on Monday: every campsite closes then, and you may not be let back in to fetch a second load.',
        'Going home by train? Leave the sack truck or trolley behind, because GWR does not allow them on board.',
        'Cups and bottles have carried a 10p refundable deposit: take them back to the refund points in the arena.',
        'If you are 18 or over, pick up an Over 18s wristband on site so you need not carry photo ID to the bars.',
      ],
      sources: [
        'https://rdg.today/reading-festival-sees-new-safety-measures-and-some-travel-disruption',
        'https://www.readingfestival.com/information/camping-information',
        'https://news.gwr.com/news/buy-now-to-beat-the-queues-customers-warned-of-queues-at-reading-station-on-monday-morning-as-revellers-return-home-from-world-famous-music-event',
        'https://www.thebreeze.com/reading/news/local-news/a-guide-to-reading-festival-2019/',
        'https://www.readingfestival.com/information/general-info',
      ],
    },
    packingFocus: [
      { itemId: 'bum-bag', reason: 'Only bags smaller than A4 are allowed in the arena.' },
      { itemId: 'collapsible-bottle', reason: 'The site taps refill it as often as you like.' },
      { itemId: 'wellington-boots', reason: 'Wet weather turns the Thames-side fields to mud.' },
    ],
  },
  {
    slug: 'creamfields',
    checked,
    officialSite: 'https://www.creamfields.com',
    gettingThereUrl: 'https://creamfields.com/info/where-is-the-festival/',
    gettingThere: {
      airports: [
        {
          name: 'Liverpool John Lennon Airport',
          iata: 'LPL',
          note: 'Daresbury lies roughly halfway between Liverpool and Manchester, so Liverpool’s airport is one of two within easy reach.',
        },
        {
          name: 'Manchester Airport',
          iata: 'MAN',
          note: 'The other nearby airport, on the Manchester side of the site.',
        },
      ],
      transit: [
        'Shuttle buses have run to the site from Liverpool, Manchester and Warrington, and shuttle tickets have been on sale on the day.',
        'The nearest stations are in Warrington and Runcorn. When flooding ended the 2012 festival early, police laid on free buses from the site to both, and to Manchester and Liverpool.',
      ],
      driving:
        'The site, on the Daresbury Estate near Runcorn, is just off junction 11 of the M56; traffic from the west is sent to junction 12. Follow the event signs rather than sat nav, which can lead onto narrow lanes. Car parks have opened at midday on Thursday and closed at 2pm on bank holiday Monday. Stopping on the hard shoulder to drop off or pick up risks an on-the-spot fine: use the signed collection points off the motorway.',
      sources: [
        'https://warringtonguardian.co.uk/news/24527096.traffic-warnings-advice-drivers-ahead-creamfields-2024',
        'https://thewriterstown.com/news/articles/c2edzrvexv1o',
        'https://warringtonguardian.co.uk/news/24532703.fine-warning-tempted-walk-along-motorway-creamfields',
        'https://warrington-worldwide.co.uk/2009/08/28/master-plan-to-keep-traffic-moving',
        'https://www.festival-junkie.jp/archives/3318',
        'https://feeds.bbci.co.uk/news/uk-england-merseyside-19385096',
      ],
    },
    staying: {
      camping:
        'The campsites sit beside the arena, with a 24-hour medical centre near the entrance to the campsite village. Upgraded campsites have included Gold, which came with free showers, its own food outlets, a pamper tent with hairdryers and straighteners, proper toilets and a hospitality tent with cocktail bars.',
      sources: [
        'https://creamfields.com/info/where-is-medical/',
        'https://cardiffstudentmedia.co.uk/xpress/2016/09/xpress-decks-creamfields/',
      ],
    },
    weather: {
      month: 'August',
      typical:
        'Nearby Liverpool averages about 19°C by day and 13°C at night in August. The bank holiday can swing either way: in 2012 overnight rain flooded the site and the final day was cancelled, and in 2019, the hottest late August bank holiday on record, people queued at the water points.',
      packing:
        'Pack wellies and a waterproof in case the fields flood, and a refillable bottle and sun cream in case the weekend turns hot.',
      sources: [
        'https://www.climatestotravel.com/climate/england/liverpool',
        'https://feeds.bbci.co.uk/news/uk-england-merseyside-19385096',
        'https://www.liverpoolecho.co.uk/whats-on/whats-on-news/creamfields-festival-set-spend-2m-16980711',
      ],
    },
    tips: {
      items: [
        'Stuck in traffic on the M56? Stay in the car. Police and traffic officers patrol junction 11, and anyone walking on the motorway risks a fine.',
        'Check the last train before the headliner: in 2018 a strike left a two-hourly service, with the last train from Warrington at 6.24pm.',
        'The medical centre by the campsite village is open 24 hours, with doctors and an X-ray service. The festival asks you to go there rather than make your own way to hospital.',
        'The Welfare Tent next to the medical centre is also open around the clock, for non-judgemental support when the crowds get too much.',
        'Aerosols have been confiscated at the gates, so pack roll-on or stick toiletries.',
      ],
      sources: [
        'https://warringtonguardian.co.uk/news/24532703.fine-warning-tempted-walk-along-motorway-creamfields',
        'https://www.pressreader.com/uk/manchester-evening-news/20180823/281522226941857',
        'https://creamfields.com/info/where-is-medical/',
        'https://cardiffstudentmedia.co.uk/xpress/2016/09/xpress-decks-creamfields/',
      ],
    },
    packingFocus: [
      { itemId: 'wellington-boots', reason: 'Heavy rain flooded the site in 2012.' },
      { itemId: 'collapsible-bottle', reason: 'Water point queues built up in the 2019 heat.' },
      { itemId: 'sunscreen', reason: 'The 2019 festival fell on the hottest late August bank holiday on record.' },
    ],
  },
  {
    slug: 'download',
    checked,
    officialSite: 'https://downloadfestival.co.uk',
    gettingThereUrl: 'https://downloadfestival.co.uk',
    gettingThere: {
      airports: [
        {
          name: 'East Midlands Airport',
          iata: 'EMA',
          note: 'Right next to Donington Park. During festival week the roads around it jam, and in 2023 passengers missed flights in the queues.',
        },
      ],
      transit: [
        'Campers coming by train get off at East Midlands Parkway, where buses run to the campsites. Special buses also run to Donington Park from near Derby station, across the bridge from the platforms.',
        'The festival’s travel hub moved in 2020, along with the campsites and car parks, to cut the walking on site.',
      ],
      driving:
        'Donington Park is four miles west of junction 23a of the M1 and five miles from junction 24. You need a car park pass bought in advance, and parking fields are allocated by ticket type. Follow the colour-coded event signs, not sat nav: routes and entry points change from year to year, and in 2023 some drivers queued for five hours. Pick-up and drop-off points are kept apart from the camping entrances.',
      sources: [
        'https://stuckinthemiddle.co.uk/?p=352',
        'https://www.rockpedia.info/2025/06/04/download-festival-provides-travel-tips-to-prevent-disruptions',
        'https://www.itv.com/news/central/2024-06-14/download-festival-what-you-need-to-know-for-the-big-three-day-event',
        'https://feeds.bbci.co.uk/news/uk-england-leicestershire-65842275',
        'https://deaf-angel.blogspot.com/2013/06/download-festival-2013-in-photos-and-my.html?m=1',
        'https://downloadfestival.co.uk/news-features/the-dog-blog-new-site-improvements/',
      ],
    },
    staying: {
      camping:
        'Campsites open on the Wednesday, two days before the music. They surround The Village, a hub of bars, food and merchandise on the hard-standing “Tarmac Lake”, under 20 minutes’ walk from any campsite and 7 minutes from the arena. There is also an accessible campsite on hard standing, a Greenpeace eco campsite, and a campervan field with its own entrance, where passes are always in demand.',
      towns:
        'Derby is the nearest city: some fans stay there and ride the festival buses that leave from near the station.',
      sources: [
        'https://downloadfestival.co.uk/news-features/the-dog-blog-new-site-improvements/',
        'https://downloadfestival.co.uk/news-features/the-download-dog-blog-february-2019/',
        'https://www.eonmusic.co.uk/news/download-festival-announces-major-site-improvements-for-2022',
        'https://bringthenoiseuk.com/?p=102972',
        'https://www.rockpedia.info/2025/06/04/download-festival-provides-travel-tips-to-prevent-disruptions',
        'https://deaf-angel.blogspot.com/2013/06/download-festival-2013-in-photos-and-my.html?m=1',
      ],
    },
    weather: {
      month: 'June',
      typical:
        'Birmingham, the nearest big city with published averages, sees about 19°C by day and 9°C at night in June. Downpours can be severe: fans renamed the 2016 festival “Drownload” after torrential rain, and in 2019 the mud was so bad that some went home before the music began.',
      packing:
        'Bring wellies and a dry change of clothes for every day, plus a warm layer: a June night here can fall below 10°C.',
      sources: [
        'https://www.climatestotravel.com/climate/england/birmingham',
        'https://www.gigwise.com/photos/107352/download-drownload-festival-2016-floods-mud-rain-in-crowd-photos',
        'https://www.huffingtonpost.co.uk/entry/download-festival-mud-rain_uk_5d03948be4b0dc17ef0837a0',
        'https://www.totum.com/stories/fans-leave-download-festival-before-its-started-due-to-biblical-rain-and',
      ],
    },
    tips: {
      items: [
        'The site borders an airport: flying a drone near it is a criminal offence, and drone sightings diverted flights during the 2022 festival.',
        'Only bags up to A4 size are allowed in the arena, so everyone can be searched without long queues.',
        'Do not follow last year’s route: the traffic plan and entry gates change, so check the official travel advice each year.',
        'Scan the QR code on your parking pass for live updates on which car parks still have space.',
        'Flying out of East Midlands during festival week? Leave hours early: in 2023 about 600 passengers missed flights in the festival traffic.',
        'Bring earplugs for the tent: in 2023 people up to 15 miles away heard the sets, so the campsites are never quiet.',
      ],
      sources: [
        'https://www.bbc.co.uk/news/uk-england-leicestershire-61763290',
        'https://downloadfestival.co.uk/news-features/the-download-dog-blog-february-2019/',
        'https://inkl.com/news/download-festival-traffic-delay-warning-as-85-000-people-head-to-event',
        'https://www.itv.com/news/central/2024-06-14/download-festival-what-you-need-to-know-for-the-big-three-day-event',
        'https://www.punk-rocker.com/alternative/local-council-threatens-to-cancel-download-festival-over-unprecedented-traffic-chaos-and-600-missed-flights/',
        'https://www.bbc.co.uk/news/uk-england-leicestershire-65854271',
      ],
    },
    packingFocus: [
      { itemId: 'wellington-boots', reason: 'Torrential rain turned the 2016 and 2019 festivals into mud baths.' },
      { itemId: 'bum-bag', reason: 'Arena bags are limited to A4 size.' },
      { itemId: 'earplugs', reason: 'The sets carry so far that people heard them 15 miles away.' },
      { itemId: 'rain-poncho', reason: 'June downpours at Donington can last all weekend.' },
    ],
  },
  {
    slug: 'parklife',
    checked,
    officialSite: 'https://www.parklife.uk.com',
    gettingThereUrl: 'https://parklife.uk.com/',
    gettingThere: {
      airports: [
        {
          name: 'Manchester Airport',
          iata: 'MAN',
          note: 'About 14 km from Manchester city centre; trains to Manchester Piccadilly run every 10 minutes and take about 20.',
        },
      ],
      transit: [
        'Metrolink trams run every six minutes towards Bury; get off at Heaton Park, near the West Gate. Heaton Park stop closes at 9pm, so after the music you leave by the East Gate for Bowker Vale stop, where trams keep running until the park is clear.',
        'The Parklife shuttle bus runs from Manchester city centre to a drop-off inside the park at least every ten minutes, with the last bus out at about 4.30pm and returns from 6.30pm until the site clears. It needs a Parklife travel pass, which also covers the trams; no other tickets are accepted on the shuttle.',
        'Heaton Park is about an hour’s walk from the city centre, and a signed route leads back along Bury New Road from the East Gate.',
      ],
      driving:
        'Leave the car at home: a residents’ permit scheme stops parking in the streets around the park from 9am to 1am on both days. Cyclists can use bike parking at the festival’s main car park.',
      sources: [
        'https://www.rochvalleyradio.com/news/local-news/updated-travel-advice-for-parklife-attendees-after-strike-action-suspended',
        'https://www.rochvalleyradio.com/news/local-news/festival-goers-urged-to-plan-ahead-as-parklife-prepares-to-welcome-110000-music-fans/',
        'https://www.parkliferesidents.org/faq-s',
        'https://turotvet.com/en/how-to-get-from-manchester-airport-to-city-centre',
        'https://d33gy59ovltp76.cloudfront.net/news/everything-you-need-to-know-about-planning-your-journey-home-from-parklife-2023',
      ],
    },
    staying: {
      camping:
        'There is no camping: Parklife is a two-day festival in a city park, so you sleep in Manchester and come back the next morning.',
      towns:
        'Most visitors stay in Manchester city centre, about 30 minutes from the park by tram or shuttle. A Premier Inn stands at Heaton Park itself.',
      sources: [
        'https://themanc.com/travel-and-tourism/travel-advice-for-how-to-get-to-parklife-festival-in-heaton-park-and-home-again/',
        'https://www.premierinn.com/gb/en/things-to-do/manchester/parklife.html',
        'https://www.rochvalleyradio.com/news/local-news/updated-travel-advice-for-parklife-attendees-after-strike-action-suspended',
      ],
    },
    weather: {
      month: 'June',
      typical:
        'Manchester averages about 19°C by day and 10°C at night in June. Summer there is mild and often cloudy, with rain quite frequent.',
      packing:
        'Carry a light waterproof that folds into a small bag, and wear shoes you do not mind ruining: a wet year turns the park to mud.',
      sources: [
        'https://www.climatestotravel.com/climate/united-kingdom/manchester',
        'https://roadsandrags.wordpress.com/2016/06/27/musical-adventure-in-manchester/',
      ],
    },
    tips: {
      items: [
        'Swap an e-ticket travel pass for a wristband before you travel: in 2023 the exchange points were at Minshull Street, Cathedral Gardens and St Peter’s Square.',
        'Last entry has been 5pm, so arrive in good time even if the act you came for plays late.',
        'Several city-centre tram stops, such as Market Street and Shudehill, have closed on festival days to manage the crowds. Check which are open before you set off.',
        'Trams back to town keep running until the park is clear, so there is no need to leave before the headliner ends; just expect to queue.',
      ],
      sources: [
        'https://d33gy59ovltp76.cloudfront.net/news/everything-you-need-to-know-about-planning-your-journey-home-from-parklife-2023',
        'https://secretmanchester.com/parklife-festival-guide/',
        'https://themanc.com/travel-and-tourism/travel-advice-for-how-to-get-to-parklife-festival-in-heaton-park-and-home-again/',
      ],
    },
    packingFocus: [
      { itemId: 'rain-poncho', reason: 'Rain is frequent in Manchester, even in June.' },
      { itemId: 'packable-jacket', reason: 'It is about 10°C when you head home at night.' },
    ],
  },
  {
    slug: 'boomtown',
    checked,
    officialSite: 'https://www.boomtownfair.co.uk',
    gettingThereUrl: 'https://www.boomtownfair.co.uk/info/travel',
    gettingThere: {
      airports: [
        {
          name: 'Southampton Airport',
          iata: 'SOU',
          note: 'Its station, Southampton Airport Parkway, is steps from the terminal, on the main line that runs north through Winchester.',
        },
      ],
      transit: [
        'Trains run to Winchester station, where Boomtown runs shuttle buses to the festival. Newburgh Street beside the station may close to traffic for the shuttle operation.',
        'National Express runs coaches to the festival. Boomtown has rewarded greener travel: cheaper green-travel tickets, guided group bike rides from nearby cities, and in 2018 an early Wednesday entry for people arriving by coach or by the station shuttle.',
      ],
      driving:
        'Buy a car park pass in advance: car parks open only from 10am to 9pm. A 40 mph limit applies on the A31 and A272 in festival week, and the A31 from M3 junction 9 is busiest on arrival days and the Monday. If you are dropped off, follow the pick-up and drop-off signs to just outside the West Gate, never onto the road outside the site.',
      sources: [
        'https://www.hampshirechronicle.co.uk/news/24498788.boomtown-2024-road-closures-travel-disruptions/',
        'https://www.bluewhiteandgrey.com/blog/boomtown-chapter-10-preview',
        'https://www.cyclinguk.org/blog/cycling-and-glastonbury-festival',
        'https://www.boomtownfair.co.uk/news/boomtown-essential-guide',
        'https://boomtownfair.co.uk/essential-guide',
        'https://inews.co.uk/culture/music/boomtown-2023-where-festival-location-map-winchester-ohw-travel-latest-weather-forecast-2534933',
        'https://pl.xcv.wiki/wiki/Southampton_Airport_Parkway_railway_station',
        'https://www.globalairrail.com/news/blog/entry/london-to-southampton-airport-by-rail',
      ],
    },
    staying: {
      camping:
        'Adult tickets include camping, and there is no separate arena: you pitch in campsite villages among the districts, minutes from the stages, with public and quiet camping areas. The chalky ground is hard, so a camping mallet helps with the pegs.',
      sources: [
        'https://festivalsforall.com/article/boomtown-fair-2015-review',
        'https://www.adventuresofariotgrrrl.com/2014/09/putting-boom-in-boomtown-fair-festival.html',
        'https://d2k0uhmyhm0vix.cloudfront.net/news/2022-07-27-essential-guide-2022',
        'https://festivalsource.co.uk/does-boomtown-get-muddy/',
      ],
    },
    weather: {
      month: 'August',
      typical:
        'On the Hampshire coast at Portsmouth, August averages about 21°C by day and 14°C at night. Boomtown’s hills have seen every extreme: an amber extreme-heat warning in 2022, a storm with gale-force winds in 2019, and rain all day, every day in 2018.',
      packing:
        'Pack for heat and for rain: sun cream, a hat and water for the steep walks, and a waterproof. The chalk drains well, so mud is rarer than at most festivals, but water pools at the bottom of the hills.',
      sources: [
        'https://www.climatestotravel.com/climate/england/portsmouth',
        'https://www.showerheadacacia.com/news/boomtown-weather:-heatwave-could-see-temps-hit-38%C2%B0c-at-festival/',
        'https://festivalsource.co.uk/does-boomtown-get-muddy/',
      ],
    },
    tips: {
      items: [
        'The city gates are not open all night: last entry is 9.30pm, and if you leave later you wait until they open the next morning.',
        'Bring your own drink on your first entry only, within the festival’s alcohol limit: no alcohol is allowed back in on re-entry.',
        'The entry lanes are 900 mm wide, and trolleys or big luggage get a slower, closer search, so pack light.',
        'In a heatwave the festival can ban every cooking stove and gas canister, as it did in 2022, and put hot water urns in the campsites instead. Bring some food that needs no cooking.',
        'Teenagers can only come with a parent or guardian aged 30 or over.',
        'More than 60 recycling points in the campsites take recycling, general waste, broken camping kit and leftover food.',
      ],
      sources: [
        'https://boomtownfair.co.uk/essential-guide',
        'https://www.boomtownfair.co.uk/essential-guide-19/',
        'https://www.showerheadacacia.com/news/boomtown-weather:-heatwave-could-see-temps-hit-38%C2%B0c-at-festival/',
        'https://d2k0uhmyhm0vix.cloudfront.net/info/faq',
      ],
    },
    packingFocus: [
      { itemId: 'sunscreen', reason: 'An amber extreme-heat warning covered the 2022 festival.' },
      { itemId: 'hiking-socks', reason: 'The site is steep, with long climbs between districts.' },
      { itemId: 'rain-poncho', reason: 'In 2018 it rained all day, every day.' },
    ],
  },
  {
    slug: 'wireless',
    checked,
    officialSite: 'https://www.wirelessfestival.co.uk',
    gettingThereUrl: 'https://wirelessfestival.co.uk/info-category/event-info',
    gettingThere: {
      airports: [
        {
          name: 'London Heathrow',
          iata: 'LHR',
          note: 'The Piccadilly line runs from the Heathrow stations to Manor House and Finsbury Park without a change.',
        },
      ],
      transit: [
        'Finsbury Park station is on the Victoria and Piccadilly lines. Coming from the north on the Piccadilly line, Manor House is closer to a main entrance to the park.',
        'After the music, Seven Sisters Road closes to traffic for about 90 minutes, and Stroud Green Road from about 9pm (8pm on Sunday), so the crowd can walk safely to the station.',
        'The festival lists an Oyster, contactless card or travelcard among the things to bring.',
      ],
      sources: [
        'https://metro-londres.es/en/the-piccadilly-line-london',
        'https://gigwise.com/features/91115',
        'https://wirelessfestival.co.uk/resident-information',
        'https://wirelessfestival.co.uk/info-category/event-info',
      ],
    },
    staying: {
      camping:
        'There is no camping: Wireless is a day festival in Finsbury Park. In 2024 the gates opened at 1.30pm on Friday and 11am at the weekend, and the music ended at 10.30pm, or 9.30pm on Sunday.',
      sources: ['https://festivalrepublic.com/finsbury-park-residents-information/'],
    },
    weather: {
      month: 'July',
      typical:
        'London averages about 23°C by day and 14°C at night in July, with about 45 mm of rain in the month, often as light showers or drizzle.',
      packing:
        'The festival asks you to check the forecast and dress for anything: a hat and sunglasses for the afternoon, a light rain layer, and something warm for after dark.',
      sources: [
        'https://www.climatestotravel.com/climate/united-kingdom/london',
        'https://wirelessfestival.co.uk/info-category/event-info',
      ],
    },
    tips: {
      items: [
        'Empty plastic bottles of any size are allowed in; metal ones are not.',
        'Bring ID if you look under 25, or you may not get in; you also need it at the bar if you look 21 or under.',
        'The festival has gone cash free, so bring a card or a phone that pays.',
        'Last entry is 8pm on Friday and Saturday and 7pm on Sunday, so do not plan to turn up for the headliner alone.',
        'Sunday ends early, at 9.30pm, with last drinks at 9pm, under licence conditions Haringey Council set in 2018.',
        'Personal cameras with lenses under 6 inches are fine; professional cameras and video or audio kit are not.',
      ],
      sources: [
        'https://wirelessfestival.co.uk/info-category/event-info',
        'https://www.iq-mag.net/2018/10/wireless-finish-9-30-new-licence-conditions/',
      ],
    },
    packingFocus: [
      { itemId: 'collapsible-bottle', reason: 'Empty plastic bottles are allowed in; metal ones are not.' },
      { itemId: 'bucket-hat', reason: 'The festival suggests a hat and sunglasses for the afternoon.' },
      { itemId: 'sunscreen', reason: 'July afternoons in the park average 23°C.' },
    ],
  },
  {
    slug: 'boardmasters',
    checked,
    officialSite: 'https://www.boardmasters.com',
    gettingThereUrl: 'https://www.boardmasters.com/info/key-info',
    gettingThere: {
      airports: [
        {
          name: 'Newquay Airport',
          iata: 'NQY',
          note: 'At St Mawgan, about 3.5 miles north-east of Newquay town centre.',
        },
      ],
      transit: [
        'Music and camping are at Watergate Bay (Trebelsue Farm, TR8 4AN), while the surfing, skating and beach events are at Fistral Beach in Newquay. Festival shuttle buses link the campsite with the town.',
        'Trains run to Newquay station, and some fans arrive on the overnight sleeper from London. In 2017 the shuttle operation had staff at both Newquay station and the bus station.',
        'A Park and Ride on the fields off the A3059 lets you leave the car and take a shuttle to the festival gates.',
      ],
      driving:
        'Henver Road and Watergate Bay Road close around the site, and a £50 car park re-entry fee has been brought in to push people onto the shuttle buses.',
      sources: [
        'https://www.boardmasters.com/info/key-info',
        'https://www.firsttravelsolutions.com/case-studies/boardmasters-festival-2017',
        'https://www.heart.co.uk/cornwall/news/local/boardmasters-music-festival-cancelled/',
        'https://feeds.bbci.co.uk/news/articles/c4gzl6jd4wwo',
        'https://profilbaru.com/simple/Newquay',
      ],
    },
    staying: {
      camping:
        'Weekend camping is on the clifftop at Watergate Bay, and weekend camping tickets have sold out ahead of the festival. Campervans need a separate pass, bought with a weekend camping ticket, for an 8 m by 5 m pitch in the Campervan Field for up to four people; converted cars and vans are turned away.',
      towns:
        'Newquay is the nearest town, with B&Bs and hotels, but rooms are scarce in festival week: when the 2019 festival was cancelled, volunteers struggled to find one.',
      sources: [
        'https://www.boardmasters.com/info/key-info',
        'https://www.heart.co.uk/cornwall/news/local/boardmasters-music-festival-cancelled/',
      ],
    },
    weather: {
      month: 'August',
      typical:
        'In Cornwall, July and August afternoons average about 16 to 19°C depending on the spot, nights rarely fall below 10°C, and the sea reaches about 16°C. Wind is the real risk on this clifftop: the 2019 festival was cancelled over forecast gusts of up to 60 mph.',
      packing:
        'Pack a warm layer and a wind-proof waterproof for the exposed clifftop, and a towel if you plan to swim.',
      sources: [
        'https://www.cornishlight.co.uk/weather.htm',
        'https://www.bbc.com/news/live/uk-england-devon-49297960',
      ],
    },
    tips: {
      items: [
        'You do not need a ticket to watch the surf, skate and BMX events at Fistral Beach.',
        'Anyone aged 15 or under must come with an adult aged 21 or over, and each adult can bring at most two children.',
        'Bring a passport, driving licence or PASS card if you want to buy or bring alcohol: photos, photocopies and out-of-date ID are refused.',
        'Watch the festival’s own channels if storms are forecast. In 2019 it was called off the night before the gates opened; the train operator let ticket holders use their returns early and refunded unused tickets.',
      ],
      sources: [
        'https://www.boardmasters.com/info/faq',
        'https://www.heart.co.uk/cornwall/news/local/boardmasters-music-festival-cancelled/',
      ],
    },
    packingFocus: [
      { itemId: 'packable-jacket', reason: 'Clifftop nights in August cool to around 10°C.' },
      { itemId: 'waterproof-phone-pouch', reason: 'Days split between the beach at Fistral and the sea at Watergate Bay.' },
    ],
  },
];
