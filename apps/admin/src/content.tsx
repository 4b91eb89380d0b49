/**
 * CMS pages and blocks (issue 18 item 8): title, Page Builder content and status in both languages (pages also
 * their heading and meta texts). The server runs the shop's sanitizer on save, refuses an unknown widget, says
 * how many elements the sanitizer drops, forgets its cached blocks and purges the shop's pages by tag. Each
 * language has a preview link: the shop's page (an editor whose browser has the shop's preview mode on sees
 * it uncached, spec §4).
 */
import { Box, Link, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  List,
  type RaRecord,
  SaveButton,
  SearchInput,
  TextField as RaTextField,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { ListTable } from './ListTable';
import { LocalDateField } from './LocalDateField';
import { RefusalFocusingForm } from './RefusalFocusingForm';
import { RecordLinkField } from './RecordLinkField';

const languages = ['fr-FR', 'en-GB'] as const;

function ContentList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('truffe.content.search')}
          aria-label={translate('truffe.content.search')}
        />,
      ]}
      exporter={false}
      empty={false}
    >
      <ListTable rowClick="edit" bulkActionButtons={false}>
        <RecordLinkField source="identifier" type="edit" sortable={false} />
        <RaTextField source="title" sortable={false} />
        <LocalDateField source="updatedAt" showTime sortable={false} />
      </ListTable>
    </List>
  );
}

export const PageList = ContentList;
export const BlockList = ContentList;

/** The shop's address of the page in each language, opened in a new tab. */
function PreviewLinks() {
  const record = useRecordContext<{ previewUrls?: Record<string, string> }>();
  const translate = useTranslate();
  // The list's row comes first (react-admin fills getOne's cache from getList): no links yet.
  if (!record?.previewUrls) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('truffe.content.preview')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {languages.map((language) =>
        record.previewUrls?.[language] ? (
          <Link
            key={language}
            href={record.previewUrls[language]}
            target="_blank"
            rel="noopener noreferrer"
          >
            {translate(`truffe.content.preview_${language}`)}
          </Link>
        ) : null,
      )}
    </Box>
  );
}

/** Sends only the texts, and only the languages written (a block may exist in one language only). */
const transform = (data: Record<string, unknown>) => {
  const texts = (data.texts ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return {
    texts: Object.fromEntries(
      Object.entries(texts).filter(([, value]) => value && (value.title || value.content)),
    ),
  };
};

function ContentEdit({ page }: { page: boolean }) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{
        // Stays on the page (the preview links), saying what the sanitizer will not show.
        onSuccess: (data: RaRecord) => {
          const counts = (data as { dropped?: Record<string, number> }).dropped ?? {};
          const dropped = Object.values(counts).reduce((sum, n) => sum + n, 0);
          notify(
            dropped > 0
              ? translate('truffe.content.savedDropped', { count: dropped })
              : translate('truffe.content.saved'),
            { type: dropped > 0 ? 'warning' : 'success' },
          );
        },
      }}
    >
      <RefusalFocusingForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <RaTextField source="identifier" />
        <PreviewLinks />
        {languages.map((language) => {
          const name = translate(`truffe.content.language_${language}`);
          return (
            <Box key={language} component="fieldset" sx={{ border: 0, p: 0, width: '100%' }}>
              <Typography component="legend" variant="h6">
                {name}
              </Typography>
              <TextInput
                source={`texts.${language}.title`}
                label={translate('truffe.content.title', { language: name })}
                fullWidth
              />
              {page ? (
                <>
                  <TextInput
                    source={`texts.${language}.contentHeading`}
                    label={translate('truffe.content.contentHeading', { language: name })}
                    fullWidth
                  />
                  <TextInput
                    source={`texts.${language}.metaTitle`}
                    label={translate('truffe.content.metaTitle', { language: name })}
                    fullWidth
                  />
                  <TextInput
                    source={`texts.${language}.metaDescription`}
                    label={translate('truffe.content.metaDescription', { language: name })}
                    fullWidth
                    multiline
                  />
                </>
              ) : null}
              <TextInput
                source={`texts.${language}.content`}
                label={translate('truffe.content.content', { language: name })}
                fullWidth
                multiline
                minRows={8}
              />
              <BooleanInput
                source={`texts.${language}.isActive`}
                label={translate('truffe.content.isActive', { language: name })}
              />
            </Box>
          );
        })}
      </RefusalFocusingForm>
    </Edit>
  );
}

export const PageEdit = () => <ContentEdit page />;
export const BlockEdit = () => <ContentEdit page={false} />;
