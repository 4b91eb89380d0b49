/**
 * A list's table in a box of its own that scrolls sideways (decision 0936). At 1280 px zoomed to 200 % (640 CSS
 * pixels, WCAG 1.4.10) a list's columns are wider than the screen: the table scrolls here, as a data table may,
 * and the page, its filters and its menu do not. The box is in the tab order and named after the list, so that
 * a keyboard user can scroll it (axe's scrollable-region-focusable; the audit log has nothing else to focus).
 */
import { Box } from '@mui/material';
import { Datagrid, type DatagridProps, useResourceContext, useTranslate } from 'react-admin';

export function ListTable(props: DatagridProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box
      role="region"
      tabIndex={0}
      aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Datagrid {...props} />
    </Box>
  );
}
