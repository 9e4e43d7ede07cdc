import type {
  CitiesResponse,
  CountriesResponse,
  DomainByCountryResponse,
  LocationResponse,
  SetCountryResponse,
} from '@shop/types';
import { route } from '../route';

/** The visitor's country and city. */
export const location = {
  setCountry: route<SetCountryResponse>('POST', '/location/set-country'),
  set: route<LocationResponse>('POST', '/location'),
  domainByCountry: route<DomainByCountryResponse>('POST', '/domain-by-country/:code'),
  countries: route<CountriesResponse>('GET', '/location/countries'),
  cities: route<CitiesResponse>('GET', '/location/cities'),
};
