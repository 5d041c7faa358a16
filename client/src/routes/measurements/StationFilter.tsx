import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';

/** Narrows the station list by a code or name substring (kept in the URL as `q`). */
export function StationFilter({ path, text, stationId }: { path: string; text: string; stationId: string | null }) {
  const { t } = useTranslation('measurements');
  const navigate = useNavigate();
  const [value, setValue] = useState(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ ...(stationId ? { station: stationId } : {}), ...(value.trim() ? { q: value.trim() } : {}) });
    navigate(`${path}?${params.toString()}`);
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField label={t('stations.search')} type="search" value={value} maxLength={100} onChange={(event) => setValue(event.target.value)} />
      </div>
      <Button type="submit" variant="secondary" className="min-h-11">
        {t('stations.find')}
      </Button>
    </form>
  );
}
