import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LanguageCode } from '../../../contracts/request.ts';
import { isSupportedLocale } from '../../app/i18n.ts';

// The one page that cannot use the catalogs: it shows when the shopper's catalog could not be
// loaded. Its few words are therefore written here, in every language the storefront ships.
const TEXTS: Record<LanguageCode, { heading: string; description: string; retry: string }> = {
  en: {
    heading: 'This page could not load its texts',
    description: 'Check your connection and try again.',
    retry: 'Try again',
  },
  en_US: {
    heading: 'This page could not load its texts',
    description: 'Check your connection and try again.',
    retry: 'Try again',
  },
  en_IN: {
    heading: 'This page could not load its texts',
    description: 'Check your connection and try again.',
    retry: 'Try again',
  },
  hi: {
    heading: 'इस पेज के टेक्स्ट लोड नहीं हो सके',
    description: 'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
  ar: {
    heading: 'تعذّر تحميل نصوص هذه الصفحة',
    description: 'تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
  },
  fr: {
    heading: 'Impossible de charger les textes de cette page',
    description: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
};

/** The error page for a catalog that kept failing to load, in the language it was for. */
export function TextsUnavailablePage(props: { language: string; onRetry: () => void }) {
  const texts = TEXTS[isSupportedLocale(props.language) ? props.language : 'en'];
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '60vh', p: 3, textAlign: 'center' }}
    >
      <Typography variant="h4" component="h1">
        {texts.heading}
      </Typography>
      <Typography>{texts.description}</Typography>
      <Button variant="contained" onClick={props.onRetry}>
        {texts.retry}
      </Button>
    </Box>
  );
}
