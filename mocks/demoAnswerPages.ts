/**
 * Pages as the assistant reads them (`main.innerText` of the built site), for the demo answer's
 * tests: a heading is a line of its own, links say they open in a new tab, sources are listed
 * after each part.
 */

/** The Tomorrowland guide. */
export const tomorrowlandGuide = `Tomorrowland Guide

Two weekends of fairy-tale stage design in a lakeside park near Antwerp, with the biggest names in dance music.

Tickets sell out in minutes, so register for the presale early and plan the DreamVille campsite or a hotel in Antwerp or Brussels.

Save
Quick Facts
Where
Boom, Belgium
When
July 16th – 25th, 2027
Genre
EDM
Travel & Accommodation
Getting There
Nearest Airport
Brussels Airport (Zaventem) (BRU): Official festival shuttles have run from the airport straight to DreamVille and the festival site in Boom.
Trains, Buses and Shuttles

Global Journey is the festival’s own travel package. It bundles your pass with a flight, a train (Eurostar, Thalys or Belgian rail) or a coach (Flixbus, Eurobussing), and hotel packages include breakfast.

Festival shuttles have linked Brussels Airport, Brussels-Midi station and several Brussels hotels with DreamVille and the site. The organisers also run buses to railway stations when the weekend ends.

Driving and Parking

The streets around the site, such as Dirkputstraat, Bosstraat and Schommelei, become a permit-only zone from Wednesday evening to Monday afternoon. A wider zone keeps festival traffic out of Boom and Rumst, where walking or cycling is the quickest way around.

Find Flights
(opens in a new tab)

Sources: keolis.be
, source 1 of Getting There
(opens in a new tab)
, tomorrowland.com
, source 2 of Getting There
(opens in a new tab)
, hln.be
, source 3 of Getting There
(opens in a new tab)
, hln.be
, source 4 of Getting There
(opens in a new tab)

Where to Stay

DreamVille is the official campsite, and tens of thousands sleep there each weekend. You can bring your own tent or book a ready-made one: Magnificent Greens comes with a tent, mattress and sleeping bag, and Easy Tent adds a light and locks. Relax Room, DreamLodge, Kokono, Cabana and Ensuite guests check in at a hotel-style lobby.

Global Journey hotel packages put you in Brussels hotels, with coaches from the hotel doors to the festival and back.

Book
(opens in a new tab)

Sources: nieuwsblad.be
, source 1 of Where to Stay
(opens in a new tab)
, nerdmovieproductions.it
, source 2 of Where to Stay
(opens in a new tab)
, hln.be
, source 3 of Where to Stay
(opens in a new tab)
, ringtv.be
, source 4 of Where to Stay
(opens in a new tab)

Packing & Survival
Weather: July

Nearby Antwerp averages 23°C by day and 13°C at night in July. July and August are its warmest months and also its wettest, and a hot spell can push past 30°C.

Belgian summer weather is hard to call, so pack a warm top for the night and a rain layer along with your festival outfits.

Sources: world-guides.com
, source 1 of Weather
(opens in a new tab)
, nerdmovieproductions.it
, source 2 of Weather
(opens in a new tab)

What to Pack
Reusable Rain Poncho: July is one of the wettest months around Antwerp.
Packable Insulated Jacket: Nights near Boom average about 13°C.
Three-Season Sleeping Bag: A DreamVille night is cooler than the dance floor.

Tick everything off with our Festival Gear Checklist.

Survival Tips
Pearls, loaded on your bracelet, are the only way to pay at Tomorrowland and DreamVille. Top up online before you travel: unspent Pearls from an online top-up are refunded automatically.
Pearls belong to one weekend. Those bought for Weekend 1 do not work in Weekend 2.
Do not cut it fine at the gate. In 2019 nobody was let in after 22:00 on Friday and Saturday, or after 21:00 on Sunday.
DreamVille opens on Thursday with The Gathering pre-party. Check-in closes on Saturday at noon, and everyone must be out by Monday at noon.
On Monday, the queue for local buses towards Antwerp has topped an hour. Use the festival’s own buses to stations and the airport, and check your bag in for Brussels Airlines at the campsite.

Sources: belgium.tomorrowland.com
, source 1 of Survival Tips
(opens in a new tab)
, tomorrowland.com
, source 2 of Survival Tips
(opens in a new tab)
, tomorrowland.com
, source 3 of Survival Tips
(opens in a new tab)
, nieuwsblad.be
, source 4 of Survival Tips
(opens in a new tab)
, hln.be
, source 5 of Survival Tips
(opens in a new tab)

Interactive Venue Map

The official site map with stages, campsites, water points and first aid usually comes out a few weeks before the gates open. Save it to your phone before you go: the signal on site is often weak.

Check for Official Map
(opens in a new tab)
Official Links

Details change each year: check the official site before you travel.

Tomorrowland official site
(opens in a new tab)
Getting there: travel information
(opens in a new tab)

Facts last checked on 27 November 2026.

Back to All Guides`;

/** The Coachella guide. */
export const coachellaGuide = `Coachella Guide

The desert festival that sets the season: two identical weekends on the polo fields of Indio, ringed by mountains.

Days are scorching and nights turn cold, so plan water, shade and a warm layer before the headliners.

Save
Quick Facts
Where
Indio, United States
When
April 9th – 18th, 2027
Genre
Multi-Genre
Travel & Accommodation
Getting There
Nearest Airports
Palm Springs International (PSP): The closest airport, about 23 miles (37 km) from the polo fields: a 35 to 45 minute drive.
Ontario International (ONT): About 90 miles (145 km) away, roughly an hour and a half by road. Fares are often lower than at Palm Springs.
Los Angeles International (LAX): The widest choice of flights, but 130 to 150 miles (210 to 240 km) away: allow two and a half to three hours or more.
Trains, Buses and Shuttles

There is no festival train. Amtrak's Sunset Limited reaches Palm Springs after midnight on only three days a week, so it will not carry you to or from a show.

The official shuttle is a pass you buy on top of your wristband. Its stops are spread across the valley, in Palm Springs, Palm Desert, Indian Wells and Indio, and buses leave every few minutes. The only long queue forms straight after the headliner.

Driving and Parking

The Empire Polo Club is at 81-800 Avenue 51, Indio. Day parking opens at 11 am and closes at 2 am, Friday to Sunday, and cars left after 2 am are towed. Everyone in the car needs a festival wristband. Rideshare and lifts use the separate Pick Up & Drop Off location, never the day lots. Follow the signs and the parking staff rather than your GPS: routes change, and some turns are closed.

Find Flights
(opens in a new tab)

Sources: coachella.com
, source 1 of Getting There
(opens in a new tab)
, airportvanrental.com
, source 2 of Getting There
(opens in a new tab)
, desertsun.com
, source 3 of Getting There
(opens in a new tab)
, desertsun.com
, source 4 of Getting There
(opens in a new tab)
, eventtrk.com
, source 5 of Getting There
(opens in a new tab)

Where to Stay

The campgrounds are grass fields right beside the festival. Car Camping keeps your car on your plot; Tent Camping means parking elsewhere and carrying your gear in. Amenities have included showers, a general store, ice in every lot, phone charging, a farmers market and free water refill stations. Camping opens on Thursday morning and closes at noon on Monday, and every camper needs their own festival pass.

Hotels spread from Indio through Indian Wells, La Quinta and Palm Desert to Palm Springs, up to 45 minutes away by car. Fans book them before the lineup is even out in January. One Palm Springs resort sold out for both weekends three hours after tickets went on sale, and last-minute rates climb by more than 70%.

Book
(opens in a new tab)

Sources: coachella.com
, source 1 of Where to Stay
(opens in a new tab)
, eatsip365.com
, source 2 of Where to Stay
(opens in a new tab)
, kmir.com
, source 3 of Where to Stay
(opens in a new tab)
, latimes.com
, source 4 of Where to Stay
(opens in a new tab)
, eventtrk.com
, source 5 of Where to Stay
(opens in a new tab)

Packing & Survival
Weather: April

In mid to late April, afternoons in Indio usually reach 29 to 35°C (85 to 95°F) and nights fall to 13 to 18°C (55 to 65°F). Rain is very unlikely and the air is dry. Wind often rises late in the day, with gusts near 40 mph (65 km/h) on the worst days, and it lifts dust off the fields.

Dress light for the afternoon, but keep a warm layer for after midnight: the drop after sunset catches people out. A hat and high-factor sunscreen matter far more than a raincoat here, and a bandana over your mouth helps when the dust blows.

Sources: eatsip365.com
, source 1 of Weather
(opens in a new tab)
, kesq.com
, source 2 of Weather
(opens in a new tab)
, kesq.com
, source 3 of Weather
(opens in a new tab)

What to Pack
Dust Bandana: Afternoon gusts lift dust across the polo fields.
SPF 50 Sunscreen: April afternoons in Indio reach 29 to 35°C with little shade.
Packable Insulated Jacket: Desert nights drop to 13 to 18°C after hot days.
Collapsible Water Bottle: The campgrounds have free water refill stations.

Tick everything off with our Festival Gear Checklist.

Survival Tips
Photograph the number sign of your day-parking lot and note the coloured path you walked in on. The lots are huge and look alike at 1 am.
Day parking shuts at 2 am and cars left behind are towed, so settle who drives home, and when, before the last set.
Fill your car with four or more friends and decorate it to enter Carpoolchella, the festival carpool contest with prizes up to VIP for life.
When the afternoon wind comes through from the San Gorgonio Pass, dust sweeps the polo fields: keep a bandana and sunglasses in your bag.
Campers can drive in from Thursday morning, and the festival advises arriving early: you set up before Friday's crowds.

Sources: coachella.com
, source 1 of Survival Tips
(opens in a new tab)
, coachella.com
, source 2 of Survival Tips
(opens in a new tab)
, kesq.com
, source 3 of Survival Tips
(opens in a new tab)

Interactive Venue Map

The official site map with stages, campsites, water points and first aid usually comes out a few weeks before the gates open. Save it to your phone before you go: the signal on site is often weak.

Check for Official Map
(opens in a new tab)
Official Links

Details change each year: check the official site before you travel.

Coachella official site
(opens in a new tab)
Getting there: travel information
(opens in a new tab)

Facts last checked on 27 November 2026.

Back to All Guides`;

/** The gear checklist, nothing packed yet. */
export const gearChecklist = `The Ultimate Festival Gear Checklist

Everything we pack for a festival weekend, from the tent to the glitter, sorted so you can tick it off as you go.

As an Amazon Associate we earn from qualifying purchases. The ‘Shop on Amazon’ links below are affiliate links: buying through them costs you nothing extra and helps keep Festival Compass free. Read our affiliate disclosure.

0 of 30 packed

Compact list
Reset checklist
Camping

Your home away from home

0 of 5 packed

Pop-Up Tent

Springs open in seconds and packs into a round bag, so you are set up before your friends find the campsite.

Packed
Pop-Up Tent
Shop on Amazon
(opens in a new tab)
Three-Season Sleeping Bag

Festival nights get cold, even after hot days. A bag rated to about 5°C keeps you warm without being bulky.

Packed
Three-Season Sleeping Bag
Shop on Amazon
(opens in a new tab)
Self-Inflating Sleeping Pad

Lifts you off hard, damp ground and rolls up small. Your back will thank you on day three.

Packed
Self-Inflating Sleeping Pad
Shop on Amazon
(opens in a new tab)
Folding Camping Chair

A light chair with a cup holder turns any patch of grass into a front-row seat between sets.

Packed
Folding Camping Chair
Shop on Amazon
(opens in a new tab)
LED Headlamp

Hands-free light for finding your tent, your keys and the toilets after dark.

Packed
LED Headlamp
Shop on Amazon
(opens in a new tab)
Clothing

Ready for sun, rain and mud

0 of 5 packed

Reusable Rain Poncho

Throws over you and your backpack when the clouds open, then folds back into its pocket.

Packed
Reusable Rain Poncho
Shop on Amazon
(opens in a new tab)
Wellington Boots

The only footwear that survives a muddy field. Pick a pair you can walk in all day.

Packed
Wellington Boots
Shop on Amazon
(opens in a new tab)
Bucket Hat

Shades your face and neck from the afternoon sun and squashes into any pocket.

Packed
Bucket Hat
Shop on Amazon
(opens in a new tab)
Packable Insulated Jacket

Stuffs into its own pouch by day and keeps you warm when the temperature drops at night.

Packed
Packable Insulated Jacket
Shop on Amazon
(opens in a new tab)
Merino Hiking Socks

Cushioned, quick-drying socks that stop blisters after twenty thousand steps a day.

Packed
Merino Hiking Socks
Shop on Amazon
(opens in a new tab)
Tech

Stay charged and connected

0 of 5 packed

High-Capacity Power Bank

A 20,000 mAh bank charges a phone four or five times, enough for the whole weekend.

Packed
High-Capacity Power Bank
Shop on Amazon
(opens in a new tab)
Foldable Solar Charger

Clip it to your tent and top up your power bank while you are out watching bands.

Packed
Foldable Solar Charger
Shop on Amazon
(opens in a new tab)
Waterproof Phone Pouch

Keeps your phone dry in the rain and dust-free in the desert, and still works with the touchscreen.

Packed
Waterproof Phone Pouch
Shop on Amazon
(opens in a new tab)
Two-Way Radios

When the mobile network gives up, a pair of walkie-talkies keeps your group in touch.

Packed
Two-Way Radios
Shop on Amazon
(opens in a new tab)
Phone Lanyard

Clips your phone to you so it cannot be dropped or lifted in a crowd.

Packed
Phone Lanyard
Shop on Amazon
(opens in a new tab)
Hydration

Water is your best friend

0 of 5 packed

Hydration Backpack

A two-litre bladder with a sip tube, so you can drink without leaving the crowd. Check the festival rules first.

Packed
Hydration Backpack
Shop on Amazon
(opens in a new tab)
Collapsible Water Bottle

Refill it at the free water points and roll it flat when it is empty.

Packed
Collapsible Water Bottle
Shop on Amazon
(opens in a new tab)
Electrolyte Tablets

Drop one into your bottle to replace the salts you lose dancing in the heat.

Packed
Electrolyte Tablets
Shop on Amazon
(opens in a new tab)
Filter Water Bottle

A built-in filter makes campsite tap water taste fresh.

Packed
Filter Water Bottle
Shop on Amazon
(opens in a new tab)
Insulated Tumbler

Keeps drinks cold through a hot afternoon and replaces single-use cups.

Packed
Insulated Tumbler
Shop on Amazon
(opens in a new tab)
Personal Care

Feel fresh on day four

0 of 5 packed

SPF 50 Sunscreen

Water-resistant, high-protection sunscreen. Reapply every two hours, even on cloudy days.

Packed
SPF 50 Sunscreen
Shop on Amazon
(opens in a new tab)
Biodegradable Wet Wipes

The festival shower. Choose plastic-free wipes that break down.

Packed
Biodegradable Wet Wipes
Shop on Amazon
(opens in a new tab)
Travel Hand Sanitizer

A small bottle on a clip for the moments when there is no sink in sight.

Packed
Travel Hand Sanitizer
Shop on Amazon
(opens in a new tab)
Dry Shampoo

Freshens your hair between real showers in seconds.

Packed
Dry Shampoo
Shop on Amazon
(opens in a new tab)
Compact First-Aid Kit

Plasters, blister pads and painkillers for the little mishaps of a long weekend.

Packed
Compact First-Aid Kit
Shop on Amazon
(opens in a new tab)
Rave Accessories

Shine, protect and dance

0 of 5 packed

High-Fidelity Earplugs

Cut the volume without muffling the music, so your ears are not still ringing on Monday.

Packed
High-Fidelity Earplugs
Shop on Amazon
(opens in a new tab)
Festival Bum Bag

A zipped pouch worn in front keeps your phone, cash and cards safe on the dance floor.

Packed
Festival Bum Bag
Shop on Amazon
(opens in a new tab)
Dust Bandana

Pull it over your nose and mouth when the desert wind kicks up dust.

Packed
Dust Bandana
Shop on Amazon
(opens in a new tab)
Biodegradable Glitter

All the sparkle, without leaving microplastics in the field.

Packed
Biodegradable Glitter
Shop on Amazon
(opens in a new tab)
LED Light-Up Accessories

Glowing gloves, laces or a hat help your friends spot you in the dark.

Packed
LED Light-Up Accessories
Shop on Amazon
(opens in a new tab)`;
