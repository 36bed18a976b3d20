// Word lists for believable catalog data. A category ties title nouns to Amazon's product
// group, product type and browse node, and says which items may expire or be dangerous goods.
export interface Category {
  productGroup: string;
  productType: string;
  displayGroup: string;
  classificationId: string;
  classificationName: string;
  nouns: readonly string[];
  features: readonly string[];
  expirable: boolean;
  hazmatProne: boolean;
}

export const CATEGORIES: readonly Category[] = [
  {
    productGroup: 'Kitchen', productType: 'DRINKING_CUP', displayGroup: 'kitchen_display_on_website', classificationId: '289913',
    classificationName: 'Travel Mugs & Tumblers', nouns: ['Water Bottle', 'Travel Mug', 'Tumbler', 'Coffee Mug', 'Cutting Board', 'Chef Knife', 'Mixing Bowl Set', 'Spice Rack', 'Silicone Spatula Set', 'Food Storage Containers'],
    features: ['Leak-Proof Lid', 'BPA-Free', 'Dishwasher Safe', 'Double Wall Vacuum Insulated', 'Keeps Drinks Cold 24 Hours', 'Non-Slip Base', 'Food Grade'], expirable: false, hazmatProne: false,
  },
  {
    productGroup: 'Home', productType: 'HOME', displayGroup: 'home_display_on_website', classificationId: '1063498',
    classificationName: 'Home Décor Products', nouns: ['Throw Pillow Cover', 'Blackout Curtains', 'Wall Clock', 'Picture Frame Set', 'Storage Basket', 'Scented Candle', 'Bath Towel Set', 'Shower Curtain', 'Door Mat', 'Table Lamp'],
    features: ['Machine Washable', 'Easy to Assemble', 'Modern Farmhouse Style', 'Soft and Durable', 'Gift Ready', 'Fade Resistant'], expirable: false, hazmatProne: true,
  },
  {
    productGroup: 'Toy', productType: 'TOY_FIGURE', displayGroup: 'toy_display_on_website', classificationId: '165793011',
    classificationName: 'Toys & Games', nouns: ['Building Blocks Set', 'Plush Toy', 'Puzzle', 'Remote Control Car', 'Art Supplies Kit', 'Board Game', 'Magnetic Tiles', 'Dinosaur Figures', 'Play Dough Set', 'Bubble Machine'],
    features: ['For Ages 3+', 'STEM Educational', 'Non-Toxic', 'Great Birthday Gift', 'Includes Storage Bag', 'Batteries Included'], expirable: false, hazmatProne: true,
  },
  {
    productGroup: 'Sports', productType: 'SPORTING_GOODS', displayGroup: 'sports_display_on_website', classificationId: '3375251',
    classificationName: 'Sports & Outdoors', nouns: ['Yoga Mat', 'Resistance Bands', 'Jump Rope', 'Dumbbell Set', 'Camping Lantern', 'Hiking Backpack', 'Foam Roller', 'Water Shoes', 'Bike Light Set', 'Gym Bag'],
    features: ['Non-Slip', 'Lightweight', 'With Carrying Strap', 'Extra Thick', 'Adjustable', 'Waterproof'], expirable: false, hazmatProne: true,
  },
  {
    productGroup: 'Pet Products', productType: 'PET_SUPPLIES', displayGroup: 'pet_products_display_on_website', classificationId: '2619533011',
    classificationName: 'Pet Supplies', nouns: ['Dog Chew Toy', 'Cat Scratching Post', 'Pet Grooming Brush', 'Dog Leash', 'Pet Bed', 'Cat Treats', 'Dog Poop Bags', 'Pet Water Fountain', 'Slow Feeder Bowl', 'Training Treats'],
    features: ['Durable', 'Vet Approved', 'Easy to Clean', 'For Small and Medium Breeds', 'Natural Ingredients', 'Grain Free'], expirable: true, hazmatProne: false,
  },
  {
    productGroup: 'Beauty', productType: 'SKIN_MOISTURIZER', displayGroup: 'beauty_display_on_website', classificationId: '3760911',
    classificationName: 'Beauty & Personal Care', nouns: ['Face Moisturizer', 'Vitamin C Serum', 'Hair Oil', 'Sunscreen SPF 50', 'Nail Polish Set', 'Dry Shampoo Spray', 'Lip Balm', 'Body Lotion', 'Makeup Brush Set', 'Perfume'],
    features: ['Fragrance Free', 'Cruelty Free', 'For All Skin Types', 'Dermatologist Tested', 'Paraben Free', 'Travel Size'], expirable: true, hazmatProne: true,
  },
  {
    productGroup: 'Grocery', productType: 'GROCERY', displayGroup: 'grocery_display_on_website', classificationId: '16310101',
    classificationName: 'Grocery & Gourmet Food', nouns: ['Organic Green Tea', 'Protein Bars', 'Trail Mix', 'Olive Oil', 'Dark Chocolate', 'Coffee Beans', 'Honey', 'Granola', 'Beef Jerky', 'Sea Salt'],
    features: ['Non-GMO', 'Gluten Free', 'Keto Friendly', 'Individually Wrapped', 'Family Size', 'Resealable Bag'], expirable: true, hazmatProne: false,
  },
  {
    productGroup: 'Office Product', productType: 'OFFICE_PRODUCTS', displayGroup: 'office_product_display_on_website', classificationId: '1064954',
    classificationName: 'Office Products', nouns: ['Gel Pens', 'Sticky Notes', 'Desk Organizer', 'Spiral Notebook', 'Label Maker Tape', 'Highlighters', 'File Folders', 'Whiteboard Markers', 'Stapler', 'Monitor Stand'],
    features: ['Quick Drying', 'Assorted Colors', 'Bulk Pack', 'Smooth Writing', 'Refillable', 'Ergonomic'], expirable: false, hazmatProne: false,
  },
  {
    productGroup: 'Automotive Parts and Accessories', productType: 'AUTO_ACCESSORY', displayGroup: 'automotive_display_on_website', classificationId: '15684181',
    classificationName: 'Automotive', nouns: ['Car Phone Mount', 'Tire Inflator', 'Microfiber Cleaning Cloths', 'Car Seat Organizer', 'Windshield Sun Shade', 'Jump Starter', 'Car Wax', 'Trunk Organizer', 'Floor Mats', 'Tire Shine Spray'],
    features: ['Universal Fit', 'Heavy Duty', 'Scratch Free', 'Easy Install', 'All Weather', 'Foldable'], expirable: false, hazmatProne: true,
  },
  {
    productGroup: 'Baby Product', productType: 'BABY_PRODUCT', displayGroup: 'baby_product_display_on_website', classificationId: '165796011',
    classificationName: 'Baby', nouns: ['Baby Bibs', 'Swaddle Blankets', 'Teething Toys', 'Baby Wipes', 'Pacifier Clips', 'Sippy Cup', 'Burp Cloths', 'Baby Bottle Set', 'Diaper Rash Cream', 'Crib Sheets'],
    features: ['Hypoallergenic', 'BPA-Free', 'Ultra Soft', 'For Newborns', 'Muslin Cotton', 'Easy Grip'], expirable: true, hazmatProne: false,
  },
];

export const BRANDS = [
  'Aquavera', 'Brightnest', 'Cedar & Vine', 'Duralink', 'Everpeak', 'Foxwood', 'Glimmerly', 'Harbor Lane', 'Ironbark', 'Juniper Row',
  'Kindle Creek', 'Lumora', 'Mapleton', 'Northstar Goods', 'Oakhurst', 'Pinecrest', 'Quillby', 'Riverstone', 'Sunfield', 'Tidewell',
] as const;

export const ADJECTIVES = ['Premium', 'Deluxe', 'Classic', 'Eco-Friendly', 'Heavy Duty', 'Compact', 'Professional', 'Ultra Light', 'Large', 'Mini', 'Portable', 'Reusable'] as const;

export const MATERIALS = ['Stainless Steel', 'Bamboo', 'Silicone', 'Cotton', 'Ceramic', 'Glass', 'Recycled Plastic', 'Wooden', 'Leather', 'Aluminum', 'Organic'] as const;

export const COLORS = ['Matte Black', 'White', 'Navy Blue', 'Sage Green', 'Blush Pink', 'Charcoal Gray', 'Red', 'Teal', 'Beige', 'Multicolor', 'Clear', 'Yellow'] as const;

export const SIZES = ['12 oz', '16 oz', '32 oz', '40 oz', 'Small', 'Medium', 'Large', 'X-Large', '10 inch', '18 x 18 inch', '50 Count', '100 Count', '8.5 fl oz', '1 lb'] as const;

export const BUSINESS_NAMES = {
  small: ['Maple & Pine Goods', 'Little Harbor Supply', 'Copper Kettle Co.', 'Bluebird Home Shop'],
  large: ['Northwind Supply Co.', 'Summit Retail Group', 'Atlas Commerce LLC', 'Great Lakes Distribution'],
  limited: ['Bright Harbor Trading', 'Willow Street Wares', 'Two Rivers Outlet', 'Sparrow Lane Imports'],
} as const;

export const US_FULFILLMENT_CENTERS = ['ONT8', 'PHX7', 'BFI4', 'MDW2', 'TEB9', 'AVP1', 'FTW1', 'SMF3', 'CLT2', 'IND9', 'LGB8', 'MQJ1'] as const;
export const CA_FULFILLMENT_CENTERS = ['YYZ4', 'YVR3', 'YYC1', 'YOW1', 'YXU1'] as const;
export const MX_FULFILLMENT_CENTERS = ['MEX1', 'MEX2', 'MEX3', 'GDL1'] as const;
