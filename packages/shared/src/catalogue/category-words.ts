import type { CategorySlug } from './categories';

/**
 * How Indian shoppers write each category when they do not write it in English: in Devanagari,
 * as the English words sound (थर्मल प्रिंटर, बिलिंग मशीन), in Hindi where Hindi has its own word
 * (रसीद, काग़ज़, नोट गिनने की मशीन), and in the Hinglish spellings seen in search boxes
 * (printar, bilng). The search index reads them as part of each product's category (ADR 107),
 * so a query in any of them finds the products. The first entry is the Hindi name the shop
 * shows.
 */
export const CATEGORY_WORDS: Record<CategorySlug, readonly string[]> = {
  'billing-machine': [
    'बिलिंग मशीन',
    'बिल मशीन',
    'बिलिंग मशीनें',
    'GST बिलिंग',
    'billing machin',
    'billing masheen',
    'bill mashin',
  ],
  'billing-software': [
    'बिलिंग सॉफ़्टवेयर',
    'बिलिंग सॉफ्टवेयर',
    'सॉफ़्टवेयर',
    'सॉफ्टवेयर',
    'softwear',
    'saftware',
  ],
  'touch-pos': ['टच POS सिस्टम', 'टच पीओएस', 'पीओएस', 'पॉस मशीन', 'POS मशीन'],
  'thermal-printer': ['थर्मल प्रिंटर', 'रसीद प्रिंटर', 'बिल प्रिंटर', 'थर्मल', 'printar'],
  'bluetooth-printer': ['ब्लूटूथ प्रिंटर', 'ब्लूटूथ', 'मोबाइल प्रिंटर', 'printar'],
  'barcode-printer': ['बारकोड प्रिंटर', 'लेबल प्रिंटर', 'स्टिकर प्रिंटर', 'printar'],
  'barcode-scanner': ['बारकोड स्कैनर', 'स्कैनर', 'बारकोड', 'scanar'],
  'paper-rolls': ['पेपर रोल', 'काग़ज़ रोल', 'कागज रोल', 'रसीद रोल', 'kagaj kagaz rasid'],
  accessories: ['एक्सेसरीज़', 'एक्सेसरीज', 'सामान'],
  'note-counting': [
    'नोट गिनने की मशीन',
    'नोट काउंटिंग मशीन',
    'नोट मशीन',
    'करेंसी काउंटर',
    'note ginne ki wali machine',
  ],
  'handheld-device': ['हैंडहेल्ड मशीन', 'हैंडहेल्ड', 'हाथ वाली बिलिंग मशीन'],
  computer: ['कंप्यूटर', 'कम्प्यूटर', 'पीसी', 'kampyutar computar'],
};
