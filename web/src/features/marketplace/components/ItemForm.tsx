import { useId, useState, type FormEvent } from 'react';
import { type MarketplaceCategory, type MarketplaceItem, type MarketplaceItemInput } from '@fanlift/core/web';
import { MARKETPLACE_CATEGORIES } from '@fanlift/core/api/marketplace';
import { errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button, Spinner } from '../../../ui';
import { FilePicker } from '../../../ui/FilePicker';
import { Field, FieldRow, Form, FormActions, FormAlert, Input, Select, Textarea } from '../../../ui/forms';
import { SchoolSelect } from '../../../shared/schools/SchoolSelect';
import { CATEGORY_LABEL } from './ItemCard';

type Beneficiary = 'none' | 'athlete' | 'school';

/** Create or edit a marketplace item (admin): text, category, price, stock, image, beneficiary, hidden. */
export function ItemForm({
  item,
  onSaved,
  onCancel,
}: {
  item?: MarketplaceItem;
  onSaved: (item: MarketplaceItem) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [category, setCategory] = useState<MarketplaceCategory>(item?.category ?? 'merch');
  const [price, setPrice] = useState(String(item?.priceLikes ?? 10));
  const [stock, setStock] = useState(String(item?.stock ?? 10));
  const [imageUrl, setImageUrl] = useState<string | null>(item?.imageUrl ?? null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [benefits, setBenefits] = useState<Beneficiary>(item?.beneficiary?.kind ?? 'none');
  const [athleteId, setAthleteId] = useState(
    item?.beneficiary?.kind === 'athlete' ? String(item.beneficiary.id) : '',
  );
  const [schoolId, setSchoolId] = useState(
    item?.beneficiary?.kind === 'school' ? String(item.beneficiary.id) : '',
  );
  const [hidden, setHidden] = useState(item?.hidden ?? false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setUploading(true);
    setError(null);
    try {
      const fd = new FormData();
      fd.append('image', file);
      const r = await apiCall('POST /api/admin/marketplace/images', { body: fd });
      setImageUrl(r.imageUrl);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setUploading(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const body: MarketplaceItemInput = {
      title: title.trim(),
      description: description.trim(),
      category,
      priceLikes: Number(price),
      stock: Number(stock),
      imageUrl,
      athleteId: benefits === 'athlete' && athleteId ? Number(athleteId) : null,
      schoolId: benefits === 'school' && schoolId ? Number(schoolId) : null,
      hidden,
    };
    if (!body.title) return setError('Give the item a title.');
    if (!Number.isInteger(body.priceLikes) || body.priceLikes < 1)
      return setError('The price is a whole number of likes, at least 1.');
    if (!Number.isInteger(body.stock) || body.stock < 0)
      return setError('Stock is a whole number, 0 or more.');
    setBusy(true);
    try {
      const saved = item
        ? await apiCall('PATCH /api/admin/marketplace/items/:id', { params: { id: item.id }, body })
        : await apiCall('POST /api/admin/marketplace/items', { body });
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label={item ? `Edit ${item.title}` : 'New item'}>
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <Field id={`${id}-title`} label="Title">
        <Input id={`${id}-title`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id={`${id}-desc`} label="Description">
        <Textarea
          id={`${id}-desc`}
          value={description}
          maxLength={2000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <FieldRow>
        <Field id={`${id}-cat`} label="Category">
          <Select
            id={`${id}-cat`}
            value={category}
            onChange={(e) => setCategory(e.target.value as MarketplaceCategory)}
          >
            {MARKETPLACE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABEL[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-price`} label="Price (likes)">
          <Input
            id={`${id}-price`}
            type="number"
            min={1}
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field id={`${id}-stock`} label="Stock">
          <Input
            id={`${id}-stock`}
            type="number"
            min={0}
            inputMode="numeric"
            value={stock}
            onChange={(e) => setStock(e.target.value)}
          />
        </Field>
      </FieldRow>
      <FieldRow>
        <Field id={`${id}-ben`} label="Benefits">
          <Select
            id={`${id}-ben`}
            value={benefits}
            onChange={(e) => setBenefits(e.target.value as Beneficiary)}
          >
            <option value="none">Nobody in particular</option>
            <option value="athlete">An athlete</option>
            <option value="school">A university</option>
          </Select>
        </Field>
        {benefits === 'athlete' && (
          <Field id={`${id}-ath`} label="Athlete id" hint="The number in the athlete's profile address">
            <Input
              id={`${id}-ath`}
              inputMode="numeric"
              value={athleteId}
              aria-describedby={`${id}-ath-hint`}
              onChange={(e) => setAthleteId(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        )}
        {benefits === 'school' && <SchoolSelect value={schoolId} onChange={setSchoolId} label="University" />}
      </FieldRow>
      <Field id={`${id}-img`} label="Image" hint="PNG, JPEG or WebP, up to 5 MB">
        <FilePicker
          id={`${id}-img`}
          accept="image/png,image/jpeg,image/webp"
          describedBy={`${id}-img-hint`}
          file={imageFile}
          choose={imageUrl ? 'Choose another image' : 'Choose an image'}
          none={imageUrl ? 'The current image stays' : 'No image chosen'}
          onFile={(f) => {
            setImageFile(f);
            if (f) void upload(f);
          }}
        />
      </Field>
      {uploading && (
        <span role="status">
          <Spinner $size={14} aria-hidden="true" /> Uploading image…
        </span>
      )}
      {imageUrl && <img src={imageUrl} alt="Item preview" style={{ maxWidth: 160, borderRadius: 8 }} />}
      <label>
        <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} /> Hidden from
        fans
      </label>
      <FormActions>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy || uploading}>
          {busy ? 'Saving…' : item ? 'Save changes' : 'Create item'}
        </Button>
      </FormActions>
    </Form>
  );
}
