import { amazonSearchUrl } from './links';
import type { GearCategory, GearCategoryName, GearItem } from './schemas';

/** Gear categories in display order. */
export const gearCategories: readonly GearCategory[] = [
  { id: 'festival-essentials', title: 'Festival Essentials', subtitle: 'No entry, no fun without them', icon: 'ticket' },
  { id: 'camping', title: 'Camping', subtitle: 'Your home away from home', icon: 'tent' },
  { id: 'clothing', title: 'Clothing', subtitle: 'Ready for sun, rain and mud', icon: 'shirt' },
  { id: 'tech', title: 'Tech', subtitle: 'Stay charged and connected', icon: 'battery' },
  { id: 'hydration', title: 'Hydration', subtitle: 'Water is your best friend', icon: 'droplet' },
  { id: 'personal-care', title: 'Personal Care', subtitle: 'Feel fresh on day four', icon: 'bottle' },
  { id: 'rave-accessories', title: 'Rave Accessories', subtitle: 'Shine, protect and dance', icon: 'sparkles' },
];

function item(
  category: GearCategoryName,
  id: string,
  name: string,
  description: string,
  searchTerm: string,
): GearItem {
  return {
    id,
    name,
    description,
    imageUrl: `/images/gear/${id}.svg`,
    amazonUrl: amazonSearchUrl(searchTerm),
    category,
  };
}

export const gearItems: readonly GearItem[] = [
  item('Festival Essentials', 'ticket-wristband', 'Ticket or Wristband', 'Your way in. Register the wristband or download the ticket to your phone before you leave, and keep a printed copy.', 'festival wristband protector'),
  item('Festival Essentials', 'photo-id', 'Photo ID or Passport', 'Gates, bars and ticket checks ask for it, and abroad your passport is the only ID that counts. Keep it in a zipped pocket.', 'passport holder travel'),
  item('Festival Essentials', 'cash-and-cards', 'Cash and Cards', 'A card for the cashless bars and some cash for the stalls that take nothing else, kept in two different places.', 'rfid travel wallet'),
  item('Festival Essentials', 'medication', 'Your Medication', 'Enough for every day plus one, in its labelled packaging, with a copy of the prescription for the bag search.', 'travel pill organizer'),
  item('Festival Essentials', 'toilet-roll', 'Toilet Roll', 'The festival toilets run out by Saturday. A flattened roll in a zip bag stays dry in any pocket.', 'travel toilet paper roll'),

  item('Camping', 'pop-up-tent', 'Pop-Up Tent', 'Springs open in seconds and packs into a round bag, so you are set up before your friends find the campsite.', 'pop up festival tent'),
  item('Camping', 'sleeping-bag', 'Three-Season Sleeping Bag', 'Festival nights get cold, even after hot days. A bag rated to about 5°C keeps you warm without being bulky.', '3 season sleeping bag'),
  item('Camping', 'sleeping-pad', 'Self-Inflating Sleeping Pad', 'Lifts you off hard, damp ground and rolls up small. Your back will thank you on day three.', 'self inflating sleeping pad'),
  item('Camping', 'camping-chair', 'Folding Camping Chair', 'A light chair with a cup holder turns any patch of grass into a front-row seat between sets.', 'folding camping chair'),
  item('Camping', 'headlamp', 'LED Headlamp', 'Hands-free light for finding your tent, your keys and the toilets after dark.', 'rechargeable led headlamp'),

  item('Clothing', 'rain-poncho', 'Reusable Rain Poncho', 'Throws over you and your backpack when the clouds open, then folds back into its pocket.', 'reusable rain poncho'),
  item('Clothing', 'wellington-boots', 'Wellington Boots', 'The only footwear that survives a muddy field. Pick a pair you can walk in all day.', 'wellington boots festival'),
  item('Clothing', 'bucket-hat', 'Bucket Hat', 'Shades your face and neck from the afternoon sun and squashes into any pocket.', 'bucket hat'),
  item('Clothing', 'packable-jacket', 'Packable Insulated Jacket', 'Stuffs into its own pouch by day and keeps you warm when the temperature drops at night.', 'packable puffer jacket'),
  item('Clothing', 'hiking-socks', 'Merino Hiking Socks', 'Cushioned, quick-drying socks that stop blisters after twenty thousand steps a day.', 'merino hiking socks'),

  item('Tech', 'power-bank', 'High-Capacity Power Bank', 'A 20,000 mAh bank charges a phone four or five times, enough for the whole weekend.', '20000mah power bank'),
  item('Tech', 'solar-charger', 'Foldable Solar Charger', 'Clip it to your tent and top up your power bank while you are out watching bands.', 'foldable solar charger'),
  item('Tech', 'waterproof-phone-pouch', 'Waterproof Phone Pouch', 'Keeps your phone dry in the rain and dust-free in the desert, and still works with the touchscreen.', 'waterproof phone pouch'),
  item('Tech', 'two-way-radios', 'Two-Way Radios', 'When the mobile network gives up, a pair of walkie-talkies keeps your group in touch.', 'two way radios long range'),
  item('Tech', 'phone-lanyard', 'Phone Lanyard', 'Clips your phone to you so it cannot be dropped or lifted in a crowd.', 'phone lanyard crossbody'),

  item('Hydration', 'hydration-pack', 'Hydration Backpack', 'A two-litre bladder with a sip tube, so you can drink without leaving the crowd. Check the festival rules first.', 'hydration backpack 2l'),
  item('Hydration', 'collapsible-bottle', 'Collapsible Water Bottle', 'Refill it at the free water points and roll it flat when it is empty.', 'collapsible water bottle'),
  item('Hydration', 'electrolyte-tablets', 'Electrolyte Tablets', 'Drop one into your bottle to replace the salts you lose dancing in the heat.', 'electrolyte tablets'),
  item('Hydration', 'filter-bottle', 'Filter Water Bottle', 'A built-in filter makes campsite tap water taste fresh.', 'filter water bottle'),
  item('Hydration', 'insulated-tumbler', 'Insulated Tumbler', 'Keeps drinks cold through a hot afternoon and replaces single-use cups.', 'insulated tumbler with lid'),

  item('Personal Care', 'sunscreen', 'SPF 50 Sunscreen', 'Water-resistant, high-protection sunscreen. Reapply every two hours, even on cloudy days.', 'spf 50 sunscreen water resistant'),
  item('Personal Care', 'wet-wipes', 'Biodegradable Wet Wipes', 'The festival shower. Choose plastic-free wipes that break down.', 'biodegradable wet wipes'),
  item('Personal Care', 'hand-sanitizer', 'Travel Hand Sanitizer', 'A small bottle on a clip for the moments when there is no sink in sight.', 'travel hand sanitizer clip'),
  item('Personal Care', 'dry-shampoo', 'Dry Shampoo', 'Freshens your hair between real showers in seconds.', 'dry shampoo travel size'),
  item('Personal Care', 'first-aid-kit', 'Compact First-Aid Kit', 'Plasters, blister pads and painkillers for the little mishaps of a long weekend.', 'compact first aid kit'),

  item('Rave Accessories', 'earplugs', 'High-Fidelity Earplugs', 'Cut the volume without muffling the music, so your ears are not still ringing on Monday.', 'high fidelity earplugs concerts'),
  item('Rave Accessories', 'bum-bag', 'Festival Bum Bag', 'A zipped pouch worn in front keeps your phone, cash and cards safe on the dance floor.', 'festival bum bag'),
  item('Rave Accessories', 'bandana', 'Dust Bandana', 'Pull it over your nose and mouth when the desert wind kicks up dust.', 'dust bandana face cover'),
  item('Rave Accessories', 'eco-glitter', 'Biodegradable Glitter', 'All the sparkle, without leaving microplastics in the field.', 'biodegradable body glitter'),
  item('Rave Accessories', 'led-accessories', 'LED Light-Up Accessories', 'Glowing gloves, laces or a hat help your friends spot you in the dark.', 'led rave accessories'),
];
