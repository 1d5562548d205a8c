/**
 * Words that ask the same thing, one group a line: a question holding one is answered by a
 * passage or a heading holding another ("stay" by 'Accommodation', "rain" by 'Rain Poncho').
 * Matched by word form: words of four letters or more meet when one starts with the other.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ['wear', 'bring', 'pack', 'take', 'carry'],
  ['stay', 'accommodation', 'sleep', 'hotel', 'hostel', 'campsite', 'camping', 'lodging'],
  ['rain', 'rainy', 'wet', 'waterproof', 'poncho', 'downpour'],
  ['parking', 'car', 'cars', 'driving'],
  ['weather', 'temperature', 'climate', 'forecast'],
  ['money', 'cash', 'pay', 'payment', 'cashless'],
  ['food', 'eat', 'meal', 'restaurant'],
  ['water', 'hydration', 'drink', 'thirsty'],
  ['sun', 'sunscreen', 'sunburn', 'sunny', 'spf'],
  ['charge', 'charger', 'charging', 'battery', 'power'],
  ['ticket', 'wristband', 'bracelet'],
];
