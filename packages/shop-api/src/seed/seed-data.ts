/** Fixed reference data of the seed catalogue. */

export interface DesignerSeed {
  id: string;
  name: string;
  country: string;
}

export const COUNTRIES: Record<string, { ru: string; en: string }> = {
  RU: { ru: 'Россия', en: 'Russia' },
  AE: { ru: 'ОАЭ', en: 'United Arab Emirates' },
  US: { ru: 'США', en: 'United States' },
  IT: { ru: 'Италия', en: 'Italy' },
  FR: { ru: 'Франция', en: 'France' },
  GB: { ru: 'Великобритания', en: 'United Kingdom' },
  JP: { ru: 'Япония', en: 'Japan' },
  TR: { ru: 'Турция', en: 'Turkey' },
  IN: { ru: 'Индия', en: 'India' },
  KZ: { ru: 'Казахстан', en: 'Kazakhstan' },
  BY: { ru: 'Беларусь', en: 'Belarus' },
  DE: { ru: 'Германия', en: 'Germany' },
};

export const DESIGNERS: DesignerSeed[] = [
  { id: 'aurum-atelier', name: 'Aurum Atelier', country: 'RU' },
  { id: 'nord-silver', name: 'Nord Silver', country: 'RU' },
  { id: 'volna', name: 'Volna', country: 'RU' },
  { id: 'sever-studio', name: 'Sever Studio', country: 'RU' },
  { id: 'moroz-jewels', name: 'Moroz Jewels', country: 'RU' },
  { id: 'lesnaya', name: 'Lesnaya', country: 'RU' },
  { id: 'tochka', name: 'Tochka', country: 'RU' },
  { id: 'griboedov', name: 'Griboedov & Co', country: 'RU' },
  { id: 'zoloto-9', name: 'Zoloto 9', country: 'RU' },
  { id: 'desert-rose', name: 'Desert Rose', country: 'AE' },
  { id: 'al-noor', name: 'Al Noor', country: 'AE' },
  { id: 'marina-bay', name: 'Marina Bay Gold', country: 'AE' },
  { id: 'falcon-line', name: 'Falcon Line', country: 'AE' },
  { id: 'hudson-forge', name: 'Hudson Forge', country: 'US' },
  { id: 'pacific-pearl', name: 'Pacific Pearl', country: 'US' },
  { id: 'brooklyn-metal', name: 'Brooklyn Metal', country: 'US' },
  { id: 'oro-veneto', name: 'Oro Veneto', country: 'IT' },
  { id: 'milano-segno', name: 'Milano Segno', country: 'IT' },
  { id: 'firenze-luce', name: 'Firenze Luce', country: 'IT' },
  { id: 'maison-claire', name: 'Maison Claire', country: 'FR' },
  { id: 'atelier-lune', name: 'Atelier Lune', country: 'FR' },
  { id: 'rive-gauche', name: 'Rive Gauche', country: 'FR' },
  { id: 'thames-and-stone', name: 'Thames & Stone', country: 'GB' },
  { id: 'hatton-garden', name: 'Hatton Row', country: 'GB' },
  { id: 'kintsugi', name: 'Kintsugi Works', country: 'JP' },
  { id: 'sakura-metal', name: 'Sakura Metal', country: 'JP' },
  { id: 'bosphorus', name: 'Bosphorus', country: 'TR' },
  { id: 'kapali', name: 'Kapali', country: 'TR' },
  { id: 'jaipur-gems', name: 'Jaipur Gems', country: 'IN' },
  { id: 'steppe-gold', name: 'Steppe Gold', country: 'KZ' },
  { id: 'belaya-rus', name: 'Belaya', country: 'BY' },
  { id: 'berlin-kante', name: 'Berlin Kante', country: 'DE' },
  { id: 'schwarzwald', name: 'Schwarzwald Schmuck', country: 'DE' },
  { id: 'polar-line', name: 'Polar Line', country: 'RU' },
];

export interface CategorySeed {
  id: string;
  ru: string;
  en: string;
  /** Noun for product names. */
  nounRu: string;
  nounEn: string;
  children: { id: string; ru: string; en: string }[];
  /** SKU sizes and their characteristic name. */
  sizes: string[] | null;
  sizeNameRu: string | null;
  sizeNameEn: string | null;
  sizeKey: 'ring_size' | 'chain_size' | 'bracelet_size' | null;
  weight: number;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 'rings',
    ru: 'Кольца',
    en: 'Rings',
    nounRu: 'Кольцо',
    nounEn: 'ring',
    children: [
      { id: 'signet-rings', ru: 'Печатки', en: 'Signet rings' },
      { id: 'stacking-rings', ru: 'Тонкие кольца', en: 'Stacking rings' },
      { id: 'statement-rings', ru: 'Крупные кольца', en: 'Statement rings' },
    ],
    sizes: ['15', '16', '16.5', '17', '17.5', '18', '19'],
    sizeNameRu: 'Размер кольца',
    sizeNameEn: 'Ring size',
    sizeKey: 'ring_size',
    weight: 30,
  },
  {
    id: 'earrings',
    ru: 'Серьги',
    en: 'Earrings',
    nounRu: 'Серьги',
    nounEn: 'earrings',
    children: [
      { id: 'studs', ru: 'Пусеты', en: 'Studs' },
      { id: 'hoops', ru: 'Серьги-кольца', en: 'Hoops' },
      { id: 'cuffs', ru: 'Каффы', en: 'Ear cuffs' },
    ],
    sizes: null,
    sizeNameRu: null,
    sizeNameEn: null,
    sizeKey: null,
    weight: 24,
  },
  {
    id: 'necklaces',
    ru: 'Колье и подвески',
    en: 'Necklaces & pendants',
    nounRu: 'Подвеска',
    nounEn: 'pendant',
    children: [
      { id: 'pendants', ru: 'Подвески', en: 'Pendants' },
      { id: 'chains', ru: 'Цепи', en: 'Chains' },
      { id: 'chokers', ru: 'Чокеры', en: 'Chokers' },
    ],
    sizes: ['40', '45', '50'],
    sizeNameRu: 'Длина цепи',
    sizeNameEn: 'Chain length',
    sizeKey: 'chain_size',
    weight: 18,
  },
  {
    id: 'bracelets',
    ru: 'Браслеты',
    en: 'Bracelets',
    nounRu: 'Браслет',
    nounEn: 'bracelet',
    children: [
      { id: 'chain-bracelets', ru: 'Браслеты-цепочки', en: 'Chain bracelets' },
      { id: 'bangles', ru: 'Жёсткие браслеты', en: 'Bangles' },
    ],
    sizes: ['16', '17', '18'],
    sizeNameRu: 'Размер браслета',
    sizeNameEn: 'Bracelet size',
    sizeKey: 'bracelet_size',
    weight: 14,
  },
  {
    id: 'piercing',
    ru: 'Пирсинг',
    en: 'Piercing',
    nounRu: 'Серьга для пирсинга',
    nounEn: 'piercing stud',
    children: [
      { id: 'labret', ru: 'Лабреты', en: 'Labrets' },
      { id: 'helix', ru: 'Хеликс', en: 'Helix' },
    ],
    sizes: null,
    sizeNameRu: null,
    sizeNameEn: null,
    sizeKey: null,
    weight: 6,
  },
  {
    id: 'men',
    ru: 'Мужские украшения',
    en: "Men's jewelry",
    nounRu: 'Мужское украшение',
    nounEn: "men's piece",
    children: [
      { id: 'men-rings', ru: 'Мужские кольца', en: "Men's rings" },
      { id: 'men-chains', ru: 'Мужские цепи', en: "Men's chains" },
      { id: 'cufflinks', ru: 'Запонки', en: 'Cufflinks' },
    ],
    sizes: null,
    sizeNameRu: null,
    sizeNameEn: null,
    sizeKey: null,
    weight: 8,
  },
];

export const NAME_WORDS = [
  'Aurora',
  'Luna',
  'Nova',
  'Vega',
  'Sol',
  'Mira',
  'Orbit',
  'Nebula',
  'Zephyr',
  'Iris',
  'Coral',
  'Dune',
  'Ember',
  'Frost',
  'Glow',
  'Halo',
  'Ivy',
  'Jade',
  'Kira',
  'Lotus',
  'Marble',
  'Nectar',
  'Onyx',
  'Prism',
  'Quartz',
  'Ripple',
  'Saga',
  'Tide',
  'Umbra',
  'Velvet',
  'Willow',
  'Yara',
  'Zen',
  'Atlas',
  'Bloom',
  'Cascade',
  'Drop',
  'Echo',
  'Flare',
  'Grace',
];

export const MATERIALS = [
  { ru: 'золото 585', en: '14k gold' },
  { ru: 'серебро 925', en: 'sterling silver' },
  { ru: 'золото 750', en: '18k gold' },
  { ru: 'позолоченное серебро', en: 'gold-plated silver' },
];

export const GEMS = [
  { ru: 'бриллиант', en: 'diamond' },
  { ru: 'жемчуг', en: 'pearl' },
  { ru: 'изумруд', en: 'emerald' },
  { ru: 'сапфир', en: 'sapphire' },
  { ru: 'топаз', en: 'topaz' },
  { ru: 'аметист', en: 'amethyst' },
  { ru: 'фианит', en: 'cubic zirconia' },
];

export const COLOR_VARIANTS = [
  { ru: 'Жёлтое золото', en: 'Yellow gold', color: '#d4af37' },
  { ru: 'Белое золото', en: 'White gold', color: '#e5e4e2' },
  { ru: 'Розовое золото', en: 'Rose gold', color: '#b76e79' },
  { ru: 'Серебро', en: 'Silver', color: '#c0c0c0' },
];

export const SYMBOLS = ['A', 'B', 'D', 'E', 'K', 'L', 'M', 'N', 'S', 'V'];

export const TRENDS = [
  { id: 'pearls', ru: 'Жемчуг', en: 'Pearls' },
  { id: 'minimalism', ru: 'Минимализм', en: 'Minimalism' },
  { id: 'statement', ru: 'Акцентные украшения', en: 'Statement pieces' },
  { id: 'gold-chains', ru: 'Золотые цепи', en: 'Gold chains' },
  { id: 'colour-stones', ru: 'Цветные камни', en: 'Colour stones' },
  { id: 'wedding', ru: 'Свадьба', en: 'Wedding' },
];

export const TAGS: Record<string, { ru: string; en: string; url: string }> = {
  new: { ru: 'Новинка', en: 'New', url: '/catalog/new' },
  sale: { ru: 'Скидка', en: 'Sale', url: '/catalog/sale' },
  bestseller: { ru: 'Бестселлер', en: 'Bestseller', url: '/tags/bestseller' },
  exclusive: { ru: 'Эксклюзив', en: 'Exclusive', url: '/tags/exclusive' },
  'last-chance': { ru: 'Последний шанс', en: 'Last chance', url: '/tags/last-chance' },
  gift: { ru: 'Идея подарка', en: 'Gift idea', url: '/tags/gift' },
};

/**
 * The twelve mall shops of docs/product/09-constants.md#locations-and-shops (ids 1-12 in this order), in Russian and English: each
 * shop's name, the mall it is in, its address, and its country (RU or AE), which the checkout
 * offers store pickup in.
 */
export const SHOPS = [
  {
    name: 'Бутик на Красной площади',
    mall: 'ГУМ',
    city: 'Москва',
    address: 'Красная площадь, 3',
    lat: 55.7547,
    lng: 37.6215,
    country: 'RU',
    en: { name: 'Red Square Boutique', mall: 'GUM', city: 'Moscow', address: '3 Red Square' },
  },
  {
    name: 'Бутик на Петровке',
    mall: 'ЦУМ',
    city: 'Москва',
    address: 'ул. Петровка, 2',
    lat: 55.7607,
    lng: 37.6209,
    country: 'RU',
    en: { name: 'Petrovka Boutique', mall: 'TsUM', city: 'Moscow', address: '2 Petrovka St' },
  },
  {
    name: 'Бутик в Сити',
    mall: 'Афимолл Сити',
    city: 'Москва',
    address: 'Пресненская наб., 2',
    lat: 55.7491,
    lng: 37.5395,
    country: 'RU',
    en: {
      name: 'City Boutique',
      mall: 'Afimall City',
      city: 'Moscow',
      address: '2 Presnenskaya Embankment',
    },
  },
  {
    name: 'Бутик на Ходынке',
    mall: 'Авиапарк',
    city: 'Москва',
    address: 'Ходынский б-р, 4',
    lat: 55.7905,
    lng: 37.5313,
    country: 'RU',
    en: {
      name: 'Khodynka Boutique',
      mall: 'Aviapark',
      city: 'Moscow',
      address: '4 Khodynsky Blvd',
    },
  },
  {
    name: 'Бутик у Киевского вокзала',
    mall: 'Европейский',
    city: 'Москва',
    address: 'пл. Киевского Вокзала, 2',
    lat: 55.7447,
    lng: 37.5661,
    country: 'RU',
    en: {
      name: 'Kievsky Station Boutique',
      mall: 'Evropeisky',
      city: 'Moscow',
      address: '2 Kievsky Station Sq',
    },
  },
  {
    name: 'Бутик на Ленинградке',
    mall: 'Метрополис',
    city: 'Москва',
    address: 'Ленинградское ш., 16А',
    lat: 55.8233,
    lng: 37.4972,
    country: 'RU',
    en: {
      name: 'Leningradka Boutique',
      mall: 'Metropolis',
      city: 'Moscow',
      address: '16A Leningradskoye Hwy',
    },
  },
  {
    name: 'Бутик в Тёплом Стане',
    mall: 'Мега Тёплый Стан',
    city: 'Москва',
    address: 'Калужское ш., 21-й км',
    lat: 55.6063,
    lng: 37.4905,
    country: 'RU',
    en: {
      name: 'Teply Stan Boutique',
      mall: 'Mega Teply Stan',
      city: 'Moscow',
      address: 'Kaluzhskoye Hwy, 21st km',
    },
  },
  {
    name: 'Бутик на Лиговском',
    mall: 'Галерея',
    city: 'Санкт-Петербург',
    address: 'Лиговский пр., 30А',
    lat: 59.9274,
    lng: 30.3605,
    country: 'RU',
    en: {
      name: 'Ligovsky Boutique',
      mall: 'Galeria',
      city: 'St Petersburg',
      address: '30A Ligovsky Ave',
    },
  },
  {
    name: 'Бутик на Конюшенной',
    mall: 'ДЛТ',
    city: 'Санкт-Петербург',
    address: 'Большая Конюшенная ул., 21-23',
    lat: 59.9376,
    lng: 30.3225,
    country: 'RU',
    en: {
      name: 'Konyushennaya Boutique',
      mall: 'DLT',
      city: 'St Petersburg',
      address: '21-23 Bolshaya Konyushennaya St',
    },
  },
  {
    name: 'Бутик на Невском',
    mall: 'Невский Центр',
    city: 'Санкт-Петербург',
    address: 'Невский пр., 114-116',
    lat: 59.9316,
    lng: 30.3571,
    country: 'RU',
    en: {
      name: 'Nevsky Boutique',
      mall: 'Nevsky Centre',
      city: 'St Petersburg',
      address: '114-116 Nevsky Ave',
    },
  },
  {
    name: 'Бутик в Аль-Барше',
    mall: 'Mall of the Emirates',
    city: 'Дубай',
    address: 'Шейх-Зайед-роуд, Аль-Барша 1',
    lat: 25.1181,
    lng: 55.2006,
    country: 'AE',
    en: {
      name: 'Al Barsha Boutique',
      mall: 'Mall of the Emirates',
      city: 'Dubai',
      address: 'Sheikh Zayed Rd, Al Barsha 1',
    },
  },
  {
    name: 'Бутик в Даунтауне',
    mall: 'The Dubai Mall',
    city: 'Дубай',
    address: 'Financial Centre Rd, Даунтаун',
    lat: 25.1972,
    lng: 55.2796,
    country: 'AE',
    en: {
      name: 'Downtown Boutique',
      mall: 'The Dubai Mall',
      city: 'Dubai',
      address: 'Financial Centre Rd, Downtown',
    },
  },
];

/** Pickup-point providers: their own (Russian) names, and how they write them in English. */
export const PROVIDERS = [
  { id: 'cdek', name: 'СДЭК', en: 'CDEK' },
  { id: 'boxberry', name: 'Boxberry', en: 'Boxberry' },
  { id: '5post', name: '5Post', en: '5Post' },
  { id: 'pickpoint', name: 'PickPoint', en: 'PickPoint' },
];

export const CITIES = [
  { city: 'Москва', country: 'RU', lat: 55.7558, lng: 37.6173 },
  { city: 'Санкт-Петербург', country: 'RU', lat: 59.9343, lng: 30.3351 },
  { city: 'Нижний Новгород', country: 'RU', lat: 56.2965, lng: 43.9361 },
  { city: 'Казань', country: 'RU', lat: 55.7963, lng: 49.1088 },
  { city: 'Екатеринбург', country: 'RU', lat: 56.8389, lng: 60.6057 },
  { city: 'Минск', country: 'BY', lat: 53.9006, lng: 27.559 },
  { city: 'Алматы', country: 'KZ', lat: 43.222, lng: 76.8512 },
];

export const STREETS = [
  'ул. Ленина',
  'ул. Пушкина',
  'пр. Мира',
  'ул. Гагарина',
  'ул. Советская',
  'Садовая ул.',
  'ул. Кирова',
  'Набережная ул.',
  'ул. Чехова',
  'Лесная ул.',
  'ул. Толстого',
  'Центральная ул.',
];

export const PROMOCODES = [
  { code: 'WELCOME10', discount_percent: 10, expires_at: '2099-12-31T00:00:00.000Z' },
  { code: 'GOLD15', discount_percent: 15, expires_at: '2099-12-31T00:00:00.000Z' },
  { code: 'SUMMER2020', discount_percent: 20, expires_at: '2020-09-01T00:00:00.000Z' },
];

export const CERTIFICATES = [
  { code: 'CERT-5000', amount: 5000, currency: 'RUB' },
  { code: 'CERT-10000', amount: 10000, currency: 'RUB' },
  { code: 'CERT-USD-100', amount: 100, currency: 'USD' },
];

export const DEPOSIT_DESIGNS = [
  { id: 1, ru: 'Классика', en: 'Classic', amounts: [3000, 5000, 10000, 20000] },
  { id: 2, ru: 'С днём рождения', en: 'Happy birthday', amounts: [5000, 10000, 15000] },
  { id: 3, ru: 'С любовью', en: 'With love', amounts: [5000, 10000, 25000, 50000] },
  { id: 4, ru: 'Новый год', en: 'New year', amounts: [3000, 7000, 15000] },
  { id: 5, ru: 'Спасибо', en: 'Thank you', amounts: [1000, 3000, 5000] },
  { id: 6, ru: 'Минимал', en: 'Minimal', amounts: [10000, 50000, 100000, 200000] },
];

/** Known gift deposits (id, auth code) so E2E can activate one. */
export const GIFT_DEPOSITS = [
  {
    id: 'GD-1001',
    auth_code: '4821',
    amount: 10000,
    currency: 'RUB',
    design_id: 1,
    sender: 'Анна',
  },
  {
    id: 'GD-1002',
    auth_code: '1234',
    amount: 5000,
    currency: 'RUB',
    design_id: 3,
    sender: 'Игорь',
  },
  { id: 'GD-1003', auth_code: '7777', amount: 150, currency: 'USD', design_id: 2, sender: 'Kate' },
  { id: 'GD-1004', auth_code: '0000', amount: 3000, currency: 'RUB', design_id: 4, sender: 'Олег' },
];

/** A seeded user so that E2E can log in as an existing customer. */
export const SEED_USERS = [
  {
    phone: '+79990000001',
    email: 'maria@example.com',
    name: 'Мария',
    surname: 'Иванова',
    birthday: '12.04.1990',
    gender: 'female',
    is_subscribed: 1,
    bonus_balance: 2500,
  },
  {
    phone: '+79990000002',
    email: 'employee@example.com',
    name: 'Пётр',
    surname: 'Смирнов',
    birthday: null,
    gender: 'male',
    is_subscribed: 0,
    bonus_balance: 0,
  },
];

export const BANNERS = [
  {
    key: 'main',
    ru: 'Новая коллекция',
    en: 'The new collection',
    subRu: 'Украшения сезона от 30 дизайнеров',
    subEn: 'Pieces of the season by 30 designers',
    url: '/catalog/new',
    fetch: 'catalog',
  },
  {
    key: 'b1',
    ru: 'Жемчуг',
    en: 'Pearls',
    subRu: 'Главный тренд года',
    subEn: 'The trend of the year',
    url: '/trend/pearls',
    fetch: null,
  },
  {
    key: 'b2',
    ru: 'Распродажа',
    en: 'Sale',
    subRu: 'Скидки до 40%',
    subEn: 'Up to 40% off',
    url: '/catalog/sale',
    fetch: 'catalog',
  },
  {
    key: 'b3',
    ru: 'Кольца',
    en: 'Rings',
    subRu: 'Тонкие и крупные',
    subEn: 'Fine and statement',
    url: '/catalog/rings',
    fetch: null,
  },
  {
    key: 'b4',
    ru: 'Для него',
    en: 'For him',
    subRu: 'Мужские украшения',
    subEn: "Men's jewelry",
    url: '/catalog/men',
    fetch: null,
  },
  {
    key: 'b5',
    ru: 'Бестселлеры',
    en: 'Bestsellers',
    subRu: 'Выбор покупателей',
    subEn: "Customers' choice",
    url: '/tags/bestseller',
    fetch: 'tags',
  },
  {
    key: 'b6',
    ru: 'Подарочные сертификаты',
    en: 'Gift certificates',
    subRu: 'От 1 000 до 200 000 ₽',
    subEn: 'For any occasion',
    url: '/certificate',
    fetch: null,
  },
  {
    key: 'b7',
    ru: 'Пирсинг',
    en: 'Piercing',
    subRu: 'Золото и титан',
    subEn: 'Gold and titanium',
    url: '/catalog/piercing',
    fetch: null,
  },
];
